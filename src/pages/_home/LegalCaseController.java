@RestController
@RequestMapping("/api/legal-cases")
public class LegalCaseController {

    @GetMapping
    @PreAuthorize("hasAuthority('CASE_MGMT:view')")
    public PageResult<LegalCaseDto> page(LegalCaseQuery query, PageQuery pageQuery) {
        return service.page(query, pageQuery);
    }

    @PostMapping
    @PreAuthorize("hasAuthority('CASE_MGMT:create')")
    public LegalCaseDto create(@Valid @RequestBody LegalCaseCreateRequest request) throws BindException {
        return service.create(request);
    }
    // export, get, update, delete …
}
