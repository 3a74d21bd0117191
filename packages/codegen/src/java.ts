/**
 * The back end the generator writes: JPA entity, Spring Data repository, service, REST controller
 * and the request/response DTOs, following the system API specification (the starter wraps every
 * return value in the response envelope, `PageQuery`/`PageResult` carry paging, a stale `version`
 * becomes `VERSION_CONFLICT`, a missing record `NOT_FOUND`).
 */
import type {GeneratedFile} from './model';
import {camelCase, javaString} from './naming';
import type {Field, Plan} from './plan';
import {excelRow, excelRowName, exportFileName, exportSort} from './excel';

const JAVA_ROOT = 'server/src/main/java';

export function javaFile(
  plan: Plan,
  subPackage: string | undefined,
  name: string,
  imports: Iterable<string>,
  body: string[],
): GeneratedFile {
  const packageName = subPackage ? `${plan.packageName}.${subPackage}` : plan.packageName;
  const own = (type: string) => type.slice(0, type.lastIndexOf('.')) === packageName;
  const sorted = [...new Set(imports)].filter((type) => !own(type)).sort();
  const lines = [`package ${packageName};`, ''];
  if (sorted.length > 0) lines.push(...sorted.map((type) => `import ${type};`), '');
  lines.push(...body);
  return {
    path: `${JAVA_ROOT}/${packageName.replaceAll('.', '/')}/${name}.java`,
    language: 'java',
    side: 'back-end',
    content: `${lines.join('\n')}\n`,
  };
}

const typeImports = (fields: readonly Field[]) => fields.flatMap((f) => (f.java.import ? [f.java.import] : []));
const getter = (f: Field) => `get${f.property.charAt(0).toUpperCase()}${f.property.slice(1)}`;
const setter = (f: Field) => `set${f.property.charAt(0).toUpperCase()}${f.property.slice(1)}`;
const isText = (f: Field) => f.java.name === 'String';

/**
 * Text for a Javadoc comment: a star and a slash would end it, and a backslash before `u` begins a
 * Unicode escape even in a comment (`D:\uploads` does not compile), so such a run of backslashes is doubled.
 */
const javadoc = (text: string) => text.replaceAll('*/', '* /').replace(/\\+(?=u)/g, (run) => run + run);

/** The name of a SQL identifier in a JPA annotation: back-quoted (Hibernate quotes it for any database) when it is not plain. */
function sqlName(name: string): string {
  return /^[a-z_][a-z0-9_]*$/.test(name) && !SQL_RESERVED.has(name.toUpperCase()) ? name : `\`${name}\``;
}

const SQL_RESERVED = new Set(
  'ALL AND AS ASC BETWEEN BY CASE CHECK COLUMN CONSTRAINT CREATE CROSS CURRENT_DATE CURRENT_TIME CURRENT_TIMESTAMP CURRENT_USER DEFAULT DELETE DESC DISTINCT DROP ELSE END EXISTS FALSE FETCH FOR FOREIGN FROM FULL GRANT GROUP HAVING IN INDEX INNER INSERT INTERVAL INTO IS JOIN KEY LEFT LIKE LIMIT NOT NULL OFFSET ON OR ORDER OUTER PRIMARY RANGE REFERENCES RIGHT ROW ROWS SELECT SET TABLE THEN TO TRUE UNION UNIQUE UPDATE USER USING VALUES WHEN WHERE WINDOW WITH'.split(
    ' ',
  ),
);

function columnAnnotation(f: Field): string {
  const parts = [`name = ${javaString(sqlName(f.column.name))}`];
  if (!f.column.nullable) parts.push('nullable = false');
  if (f.column.unique && !f.isKey) parts.push('unique = true');
  if (isText(f) && f.column.length !== undefined && ['CHAR', 'VARCHAR'].includes(f.column.sqlType))
    parts.push(`length = ${f.column.length}`);
  if (f.java.name === 'BigDecimal' && f.column.length !== undefined) {
    parts.push(`precision = ${f.column.length}`);
    if (f.column.scale !== undefined) parts.push(`scale = ${f.column.scale}`);
  }
  if (f.column.computed || f.audit === 'created_at' || f.audit === 'created_by')
    parts.push(f.column.computed ? 'insertable = false, updatable = false' : 'updatable = false');
  return `@Column(${parts.join(', ')})`;
}

const AUDIT_ANNOTATIONS = {
  created_at: ['CreatedDate', 'org.springframework.data.annotation.CreatedDate'],
  updated_at: ['LastModifiedDate', 'org.springframework.data.annotation.LastModifiedDate'],
  created_by: ['CreatedBy', 'org.springframework.data.annotation.CreatedBy'],
  updated_by: ['LastModifiedBy', 'org.springframework.data.annotation.LastModifiedBy'],
} as const;

function accessors(fields: readonly Field[]): string[] {
  return fields.flatMap((f) => [
    '',
    `    public ${f.java.name} ${getter(f)}() {`,
    `        return ${f.property};`,
    '    }',
    '',
    `    public void ${setter(f)}(${f.java.name} ${f.property}) {`,
    `        this.${f.property} = ${f.property};`,
    '    }',
  ]);
}

function entity(plan: Plan): GeneratedFile {
  const {entity: name, fields, table} = plan;
  const imports = [
    'jakarta.persistence.Column',
    'jakarta.persistence.Entity',
    'jakarta.persistence.Id',
    'jakarta.persistence.Table',
    ...typeImports(fields),
  ];
  // A qualified name keeps its qualifier: a schema in PostgreSQL, a catalog (the database) in MySQL.
  const qualifier =
    table.schema === undefined ? '' : `, ${table.dialect === 'postgresql' ? 'schema' : 'catalog'} = ${javaString(sqlName(table.schema))}`;
  const classAnnotations = ['@Entity', `@Table(name = ${javaString(sqlName(table.name))}${qualifier})`];
  if (plan.composite) {
    imports.push('jakarta.persistence.IdClass');
    classAnnotations.push(`@IdClass(${plan.idType.name}.class)`);
  }
  if (fields.some((f) => f.audit)) {
    imports.push('jakarta.persistence.EntityListeners', 'org.springframework.data.jpa.domain.support.AuditingEntityListener');
    classAnnotations.push('@EntityListeners(AuditingEntityListener.class)');
  }
  if (fields.some((f) => f.column.defaultValue !== undefined && f.writable)) {
    // Leaves null columns out of the INSERT, so that the database's DEFAULT applies.
    imports.push('org.hibernate.annotations.DynamicInsert');
    classAnnotations.push('@DynamicInsert');
  }
  const body: string[] = [];
  const comment = table.comment ?? plan.label.en;
  body.push('/**', ` * ${javadoc(comment)}: the table {@code ${table.name}}.`, ' */', ...classAnnotations, `public class ${name} {`);
  for (const f of fields) {
    body.push('');
    if (f.column.comment) body.push(`    /** ${javadoc(f.column.comment)} */`);
    if (f.isKey) body.push('    @Id');
    if (f.generated && !plan.composite) {
      imports.push('jakarta.persistence.GeneratedValue', 'jakarta.persistence.GenerationType');
      body.push(`    @GeneratedValue(strategy = GenerationType.${f.column.autoIncrement ? 'IDENTITY' : 'UUID'})`);
    }
    if (f.isVersion) {
      imports.push('jakarta.persistence.Version');
      body.push('    @Version');
    }
    if (f.audit) {
      const [annotation, type] = AUDIT_ANNOTATIONS[f.audit];
      imports.push(type);
      body.push(`    @${annotation}`);
    }
    if (f.column.sqlType === 'JSON' || f.column.sqlType === 'JSONB') {
      // Bound as JSON, not VARCHAR: PostgreSQL refuses a character varying for a json or jsonb column.
      imports.push('org.hibernate.annotations.JdbcTypeCode', 'org.hibernate.type.SqlTypes');
      body.push('    @JdbcTypeCode(SqlTypes.JSON)');
    }
    body.push(`    ${columnAnnotation(f)}`, `    private ${f.java.name} ${f.property};`);
  }
  body.push(...accessors(fields), '}');
  return javaFile(plan, undefined, name, imports, body);
}

function compositeId(plan: Plan): GeneratedFile {
  const params = plan.keys.map((f) => `${f.java.name} ${f.property}`).join(', ');
  return javaFile(
    plan,
    undefined,
    plan.idType.name,
    ['java.io.Serializable', ...typeImports(plan.keys)],
    [
      `/** The primary key of {@code ${plan.table.name}}: ${plan.keys.map((f) => f.column.name).join(', ')}. */`,
      `public record ${plan.idType.name}(${params}) implements Serializable {`,
      '}',
    ],
  );
}

function repository(plan: Plan): GeneratedFile {
  const {entity: name} = plan;
  return javaFile(
    plan,
    undefined,
    `${name}Repository`,
    [
      'org.springframework.data.jpa.repository.JpaRepository',
      'org.springframework.data.jpa.repository.JpaSpecificationExecutor',
      ...(plan.idType.import ? [plan.idType.import] : []),
    ],
    [`public interface ${name}Repository extends JpaRepository<${name}, ${plan.idType.name}>, JpaSpecificationExecutor<${name}> {`, '}'],
  );
}

/** A record with one component per field, each on its own line with its annotations. */
function record(
  plan: Plan,
  name: string,
  doc: string,
  components: {annotations: string[]; type: string; name: string}[],
  imports: string[],
): GeneratedFile {
  // A record without components (nothing to filter or to write) is `Name()`.
  const body = [`/** ${doc} */`, `public record ${name}(${components.length === 0 ? ') {' : ''}`];
  components.forEach((c, index) => {
    const annotations = c.annotations.length > 0 ? `${c.annotations.join(' ')} ` : '';
    body.push(`        ${annotations}${c.type} ${c.name}${index < components.length - 1 ? ',' : ') {'}`);
  });
  body.push('}');
  return javaFile(plan, 'dto', name, imports, body);
}

function validation(f: Field, imports: string[], forUpdate: boolean): string[] {
  const annotations: string[] = [];
  // A NOT NULL column with a DEFAULT may be left out of a create request: the database fills it.
  const required = !f.column.nullable && (forUpdate || f.column.defaultValue === undefined);
  if (required && isText(f)) {
    imports.push('jakarta.validation.constraints.NotBlank');
    annotations.push('@NotBlank');
  } else if (required) {
    imports.push('jakarta.validation.constraints.NotNull');
    annotations.push('@NotNull');
  }
  if (isText(f) && f.column.length !== undefined && ['CHAR', 'VARCHAR'].includes(f.column.sqlType)) {
    imports.push('jakarta.validation.constraints.Size');
    annotations.push(`@Size(max = ${f.column.length})`);
  }
  return annotations;
}

/** The query DTO's components of a field: a date range as `…From` and `…To`, as SearchParams sends it. */
function queryComponents(f: Field, imports: string[]) {
  if (f.mapping.search === 'dateRange') {
    imports.push('java.time.LocalDate', 'org.springframework.format.annotation.DateTimeFormat');
    const annotation = ['@DateTimeFormat(iso = DateTimeFormat.ISO.DATE)'];
    return [
      {annotations: annotation, type: 'LocalDate', name: `${f.property}From`},
      {annotations: annotation, type: 'LocalDate', name: `${f.property}To`},
    ];
  }
  if (f.java.import) imports.push(f.java.import);
  return [{annotations: [], type: f.java.name, name: f.property}];
}

function dtos(plan: Plan): GeneratedFile[] {
  const {entity: name, fields} = plan;
  const files: GeneratedFile[] = [];

  files.push(
    record(
      plan,
      `${name}Dto`,
      `A row of {@code ${plan.table.name}}, as the API returns it.`,
      fields.map((f) => ({annotations: [], type: f.java.name, name: f.property})),
      typeImports(fields),
    ),
  );

  const queryImports: string[] = [];
  const query = fields.filter((f) => f.searchable).flatMap((f) => queryComponents(f, queryImports));
  files.push(
    record(plan, `${name}Query`, `The filters of the {@code ${plan.table.name}} list; each one is optional.`, query, queryImports),
  );

  const createImports: string[] = [];
  const create = fields
    .filter((f) => f.writable)
    .map((f) => {
      if (f.java.import) createImports.push(f.java.import);
      return {annotations: validation(f, createImports, false), type: f.java.name, name: f.property};
    });
  files.push(record(plan, `${name}CreateRequest`, `The body of a create request.`, create, createImports));

  const updateImports: string[] = [];
  const update = fields
    .filter((f) => f.writable && !f.isKey)
    .map((f) => {
      if (f.java.import) updateImports.push(f.java.import);
      return {annotations: validation(f, updateImports, true), type: f.java.name, name: f.property};
    });
  if (plan.version) {
    updateImports.push('jakarta.validation.constraints.NotNull');
    update.push({annotations: ['@NotNull'], type: plan.version.java.name, name: plan.version.property});
  }
  files.push(
    record(
      plan,
      `${name}UpdateRequest`,
      `The body of an update request${plan.version ? `; {@code ${plan.version.property}} is the one the client read` : ''}.`,
      update,
      updateImports,
    ),
  );
  return files;
}

/** The predicates of the query DTO's filters: text fields by substring, date ranges inclusive, others by equality. */
function predicates(plan: Plan, imports: string[]): string[] {
  const lines: string[] = [];
  for (const f of plan.fields.filter((field) => field.searchable)) {
    const path = `root.get(${javaString(f.property)})`;
    if (f.mapping.search === 'dateRange') {
      for (const [suffix, method] of [
        ['From', 'greaterThanOrEqualTo'],
        ['To', 'lessThan'],
      ] as const) {
        const param = `query.${f.property}${suffix}()`;
        let value = suffix === 'To' ? `${param}.plusDays(1)` : param;
        if (f.java.name === 'OffsetDateTime') {
          imports.push('java.time.ZoneId');
          value = `${value}.atStartOfDay(ZoneId.systemDefault()).toOffsetDateTime()`;
        }
        lines.push(
          `            if (${param} != null) {`,
          `                predicates.add(cb.${method}(${path}, ${value}));`,
          '            }',
        );
      }
    } else if (isText(f) && !f.dict) {
      const param = `query.${f.property}()`;
      lines.push(
        `            if (${param} != null && !${param}.isBlank()) {`,
        `                predicates.add(cb.like(${path}, "%" + ${param}.trim() + "%"));`,
        '            }',
      );
    } else {
      const param = `query.${f.property}()`;
      lines.push(`            if (${param} != null) {`, `                predicates.add(cb.equal(${path}, ${param}));`, '            }');
    }
  }
  return lines;
}

/** What the service and the controller both use: paging, and the four DTOs. */
function pagingAndDtoImports(plan: Plan): string[] {
  const dto = `${plan.packageName}.dto.${plan.entity}`;
  return [
    'cn.lexboot.core.web.PageQuery',
    'cn.lexboot.core.web.PageResult',
    `${dto}CreateRequest`,
    `${dto}Dto`,
    `${dto}Query`,
    `${dto}UpdateRequest`,
  ];
}

function service(plan: Plan): GeneratedFile {
  const {entity: name, fields, idType} = plan;
  const variable = camelCase(name);
  const imports = [
    'cn.lexboot.core.exception.NotFoundException',
    ...pagingAndDtoImports(plan),
    'jakarta.persistence.criteria.Predicate',
    'java.util.ArrayList',
    'java.util.List',
    'org.springframework.data.jpa.domain.Specification',
    'org.springframework.stereotype.Service',
    'org.springframework.transaction.annotation.Transactional',
    ...(idType.import ? [idType.import] : []),
  ];
  const body = [
    '@Service',
    '@Transactional(readOnly = true)',
    `public class ${name}Service {`,
    '',
    `    private final ${name}Repository repository;`,
    '',
    `    public ${name}Service(${name}Repository repository) {`,
    '        this.repository = repository;',
    '    }',
    '',
    `    public PageResult<${name}Dto> page(${name}Query query, PageQuery pageQuery) {`,
    `        return PageResult.of(repository.findAll(toSpecification(query), pageQuery.toPageable()).map(${name}Service::toDto));`,
    '    }',
    '',
    `    public ${name}Dto get(${idType.name} id) {`,
    '        return toDto(find(id));',
    '    }',
    '',
    '    @Transactional',
    `    public ${name}Dto create(${name}CreateRequest request) {`,
    `        ${name} ${variable} = new ${name}();`,
    ...fields.filter((f) => f.writable).map((f) => `        ${variable}.${setter(f)}(request.${f.property}());`),
    `        return toDto(repository.save(${variable}));`,
    '    }',
    '',
    '    @Transactional',
    `    public ${name}Dto update(${idType.name} id, ${name}UpdateRequest request) {`,
    `        ${name} ${variable} = find(id);`,
  ];
  if (plan.version) {
    imports.push('org.springframework.orm.ObjectOptimisticLockingFailureException');
    body.push(
      `        if (!${variable}.${getter(plan.version)}().equals(request.${plan.version.property}())) {`,
      `            // Someone saved it since this client read it: the starter answers VERSION_CONFLICT.`,
      `            throw new ObjectOptimisticLockingFailureException(${name}.class, id);`,
      '        }',
    );
  }
  body.push(
    ...fields.filter((f) => f.writable && !f.isKey).map((f) => `        ${variable}.${setter(f)}(request.${f.property}());`),
    `        return toDto(repository.saveAndFlush(${variable}));`,
    '    }',
    '',
    '    @Transactional',
    `    public void delete(${idType.name} id) {`,
    '        repository.delete(find(id));',
    '    }',
    '',
    `    private ${name} find(${idType.name} id) {`,
    `        return repository.findById(id).orElseThrow(() -> new NotFoundException(${javaString(`${name} not found: `)} + id));`,
    '    }',
    '',
    `    private static ${name}Dto toDto(${name} ${variable}) {`,
    `        return new ${name}Dto(`,
    ...fields.map((f, index) => `                ${variable}.${getter(f)}()${index < fields.length - 1 ? ',' : ');'}`),
    '    }',
    '',
    `    private static Specification<${name}> toSpecification(${name}Query query) {`,
    '        return (root, criteriaQuery, cb) -> {',
    '            List<Predicate> predicates = new ArrayList<>();',
    ...predicates(plan, imports),
    '            return cb.and(predicates.toArray(Predicate[]::new));',
    '        };',
    '    }',
    '}',
  );
  return javaFile(plan, undefined, `${name}Service`, imports, body);
}

function controller(plan: Plan): GeneratedFile {
  const {entity: name, programCode, idType} = plan;
  const imports = [
    ...pagingAndDtoImports(plan),
    'cn.lexboot.excel.ExcelConverter',
    'cn.lexboot.excel.ExcelResponses',
    `${plan.packageName}.excel.${excelRowName(plan)}`,
    'jakarta.servlet.http.HttpServletResponse',
    'jakarta.validation.Valid',
    'java.io.IOException',
    'org.springframework.security.access.prepost.PreAuthorize',
    'org.springframework.web.bind.annotation.DeleteMapping',
    'org.springframework.web.bind.annotation.GetMapping',
    'org.springframework.web.bind.annotation.PathVariable',
    'org.springframework.web.bind.annotation.PostMapping',
    'org.springframework.web.bind.annotation.PutMapping',
    'org.springframework.web.bind.annotation.RequestBody',
    'org.springframework.web.bind.annotation.RequestMapping',
    'org.springframework.web.bind.annotation.RestController',
    ...plan.keys.flatMap((f) => (f.java.import ? [f.java.import] : [])),
  ];
  // One path variable per key column; a composite key is rebuilt from them.
  const idPath = plan.keys.map((f) => `{${f.property}}`).join('/');
  const idParams = plan.keys.map((f) => `@PathVariable ${f.java.name} ${f.property}`).join(', ');
  const id = plan.composite ? `new ${idType.name}(${plan.keys.map((f) => f.property).join(', ')})` : plan.keys[0]!.property;
  const can = (action: string) => `    @PreAuthorize("hasAuthority('${programCode}:${action}')")`;
  const body = [
    '@RestController',
    `@RequestMapping("/api/${plan.resource}")`,
    `public class ${name}Controller {`,
    '',
    `    private final ${name}Service service;`,
    '    private final ExcelConverter excel;',
    '',
    `    public ${name}Controller(${name}Service service, ExcelConverter excel) {`,
    '        this.service = service;',
    '        this.excel = excel;',
    '    }',
    '',
    '    @GetMapping',
    can('view'),
    `    public PageResult<${name}Dto> page(${name}Query query, PageQuery pageQuery) {`,
    '        return service.page(query, pageQuery);',
    '    }',
    '',
    '    /** The rows of a search as an .xlsx file, read page by page (the excel-converter module). */',
    '    @GetMapping("/export")',
    can('export'),
    `    public void export(${name}Query query, HttpServletResponse response) throws IOException {`,
    `        ExcelResponses.prepareAttachment(response, ${javaString(exportFileName(plan))});`,
    `        excel.write(response.getOutputStream(), ${excelRowName(plan)}.class, (page, size) ->`,
    `                service.page(query, PageQuery.of(page, size, ${javaString(exportSort(plan))})).getItems().stream()`,
    `                        .map(${excelRowName(plan)}::from)`,
    '                        .toList());',
    '    }',
    '',
    `    @GetMapping("/${idPath}")`,
    can('view'),
    `    public ${name}Dto get(${idParams}) {`,
    `        return service.get(${id});`,
    '    }',
    '',
    '    @PostMapping',
    can('create'),
    `    public ${name}Dto create(@Valid @RequestBody ${name}CreateRequest request) {`,
    '        return service.create(request);',
    '    }',
    '',
    `    @PutMapping("/${idPath}")`,
    can('update'),
    `    public ${name}Dto update(${idParams}, @Valid @RequestBody ${name}UpdateRequest request) {`,
    `        return service.update(${id}, request);`,
    '    }',
    '',
    `    @DeleteMapping("/${idPath}")`,
    can('delete'),
    `    public void delete(${idParams}) {`,
    `        service.delete(${id});`,
    '    }',
    '}',
  ];
  return javaFile(plan, undefined, `${name}Controller`, imports, body);
}

export function backEndFiles(plan: Plan): GeneratedFile[] {
  return [
    entity(plan),
    ...(plan.composite ? [compositeId(plan)] : []),
    repository(plan),
    service(plan),
    controller(plan),
    ...dtos(plan),
    excelRow(plan),
  ];
}
