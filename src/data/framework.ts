/**
 * Facts about the framework that the docs, blog and pages state in many places. The product brief
 * fixes the names and requirements; the rest was decided once here. tests/docs/doc-facts.test.ts
 * checks the Markdown of both locales against this file, so change a fact here first.
 */
import {GENERATED_PERMISSION_ACTIONS} from '@lexboot/codegen';

export const framework = {
  /** The current release, and the only one the docs describe. */
  version: '3.0.0',
  /** 3.0 was the first public release. */
  releasedOn: '2025-03-18',
  /**
   * The internal 2.x line that customers still run: released on `releasedOn`, built on Spring Boot
   * `springBoot` (so javax, not jakarta), which is why it cannot run on Spring Boot 3.
   */
  previous: {version: '2.4', releasedOn: '2024-10-15', springBoot: '2.7', securityFixesUntil: '2025-12-31'},
  /** The release before 2.4, the oldest the release notes describe. */
  older: {version: '2.3', releasedOn: '2024-04-22'},
  /**
   * The page template a generated program is: the generator has no template option and always writes
   * a list with create, edit and details in drawers, the `list-detail` kind of page.
   */
  defaultTemplate: 'list-detail',
  templates: ['list', 'list-detail', 'master-detail', 'form'],
  /** The generated message bundles keep column labels under this key: `t('field.caseNo')`. */
  fieldMessageKey: 'field',
  requirements: {jdk: 17, node: 20, mysql: 8, postgresql: 15, devMemoryGb: 4},
  /**
   * The framework versions a project needs (system-requirement.md, "Framework versions"): Spring Boot
   * for the Hibernate it manages (6.4 in Boot 3.2), Hibernate for `@SQLRestriction` (6.3), React for the
   * packages' peer dependency.
   */
  frameworkMinimums: {springBoot: '3.2', hibernate: '6.3', react: '19.2'},
  /** Ports of `mvn spring-boot:run` and of the front end's dev server. */
  ports: {backEnd: 8080, frontEnd: 5173},
  /** The first sign-in of a new project; the docs tell the reader to change the password at once. */
  initialAdmin: {username: 'admin', password: 'admin123'},
  /** The Maven goal that runs the generator. */
  generatorGoal: 'lexboot-codegen:generate',
  /** Permissions are `<PROGRAM_CODE>:<action>`; generated programs get these actions (the generator's list). */
  generatedPermissionActions: GENERATED_PERMISSION_ACTIONS,
  /** Actions added by hand in the docs' examples (registered through the programs API). */
  customPermissionActions: ['transfer', 'import', 'confirm', 'reset-password'],
  /** The framework's own error codes and their HTTP status (system API specification). */
  errorCodes: {
    '0': 200,
    VALIDATION_FAILED: 400,
    BAD_REQUEST: 400,
    UNAUTHORIZED: 401,
    TOKEN_EXPIRED: 401,
    BAD_CREDENTIALS: 401,
    ACCOUNT_LOCKED: 401,
    REFRESH_TOKEN_INVALID: 401,
    FORBIDDEN: 403,
    NOT_FOUND: 404,
    VERSION_CONFLICT: 409,
    FILE_TOO_LARGE: 413,
    FILE_TYPE_NOT_ALLOWED: 415,
    INTERNAL_ERROR: 500,
  },
  /**
   * Business error codes (HTTP 422 by default) that the docs' examples and modules use: thrown with
   * `BizException`, returned in envelopes, or checked on `ApiError.code`.
   */
  businessErrorCodes: [
    'CASE_CLOSED',
    'CASE_SAME_LAWYER',
    'CONTRACT_ALREADY_SIGNED',
    'HEARING_LOCKED',
    'USERNAME_TAKEN',
    'ROLE_NOT_FOUND',
    'PASSWORD_TOO_WEAK',
    'EXCEL_VALIDATION_FAILED',
    'EXCEL_INVALID_FILE',
    'EXCEL_TOO_MANY_ROWS',
    'EXCEL_HEADER_MISSING',
  ],
  /**
   * The sign-in tokens (Spring Security). Both are JWTs signed with HS256 and `lexboot.security.jwt.secret`;
   * the access token carries the user's roles and permissions (so a new grant takes effect at the next
   * refresh), the refresh token only names its own record (`jti`), which the server keeps to rotate and revoke it.
   */
  tokens: {
    algorithm: 'HS256',
    /** Seconds; `expiresIn` of the sign-in response and `lexboot.security.jwt.access-token-ttl` (30m). */
    accessTokenTtlSeconds: 1800,
    /** Seconds; `lexboot.security.jwt.refresh-token-ttl` (7d). */
    refreshTokenTtlSeconds: 604800,
    accessTokenClaims: ['sub', 'iss', 'iat', 'exp', 'roles', 'perms'],
    refreshTokenClaims: ['sub', 'iss', 'iat', 'exp', 'typ', 'jti'],
    /** The development-only secret of the dev-environment tutorial; the docs' sample tokens are signed with it. */
    devSecret: 'dev-only-secret-change-me-0123456789abcdef0123456789',
  },
  /** `PageQuery`: the page size when none is given, and the largest a request (or an export page) may ask for. */
  paging: {defaultSize: 20, maxSize: 200},
  /** Spring Boot's own multipart limit (`spring.servlet.multipart.max-file-size`), below every LexBoot upload limit. */
  springMultipartDefault: '1MB',
  /** System API endpoint groups: authentication is always on, the others switch off with `lexboot.system.endpoints.<name>.enabled`. */
  systemEndpointGroups: {alwaysOn: 'auth', switchable: ['menus', 'programs', 'users', 'roles', 'dicts', 'files', 'audit-logs']},
  /** The Excel converter module: what it reads and writes, its defaults, and its error codes with their HTTP status. */
  excel: {
    fileExtension: '.xlsx',
    defaults: {maxRows: 10000, maxFileSize: '20MB', exportPageSize: 200},
    errorCodes: {
      EXCEL_VALIDATION_FAILED: 422,
      EXCEL_HEADER_MISSING: 422,
      EXCEL_INVALID_FILE: 422,
      EXCEL_TOO_MANY_ROWS: 422,
      FILE_TOO_LARGE: 413,
    },
  },
} as const;
