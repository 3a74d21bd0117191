./mvnw lexboot-codegen:generate \
  -Dlexboot.codegen.tables=legal_case \
  -Dlexboot.codegen.program-code=CASE_MGMT \
  -Dlexboot.codegen.comment-locale=en
