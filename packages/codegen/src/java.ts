/**
 * The back end the generator writes: JPA entity, Spring Data repository, service, REST controller
 * and the request/response DTOs, following the system API specification (the starter wraps every
 * return value in the response envelope, `PageQuery`/`PageResult` carry paging, a stale `version`
 * becomes `VERSION_CONFLICT`, a missing record `NOT_FOUND`).
 */
import {excelRow, excelRowName, exportFileName, exportSort} from './excel';
import type {Dialect, GeneratedFile} from './model';
import {javaComment, javaString, sqlString} from './escape';
import {camelCase, capital} from './naming';
import {CREDENTIAL_CONVERTER, credentialConverter, credentialMaxLength} from './credential';
import {isPassword, type Field, type Plan} from './plan';
import {uniqueChecks, uniqueMessages, type UniqueCheck} from './unique';
import {javaFile} from './java-file';

const typeImports = (fields: readonly Field[]) => fields.flatMap((f) => (f.java.import ? [f.java.import] : []));
const getter = (f: Field) => `get${capital(f.property)}`;
const setter = (f: Field) => `set${capital(f.property)}`;
const isText = (f: Field) => f.java.name === 'String';

/** Text for a Javadoc comment (see javaComment): one line, that cannot end the comment or hold a bad `\u`. */
const javadoc = javaComment;

/**
 * A table's, schema's or column's name as the database holds it, and as a JPA annotation must name it.
 * PostgreSQL folds an unquoted name to lower case and keeps a quoted one; MySQL keeps table and schema
 * names as written (they are file names, case-sensitive on Linux) and compares column names without
 * case. Spring Boot 3's default naming strategy (Hibernate's CamelCaseToUnderscoresNamingStrategy)
 * puts `_` inside `userName` and lower-cases every name, quoted or not: so the annotation names the
 * column in lower case wherever the database does not care, and a name whose capitals matter
 * (`keepsCapitals`) needs a strategy that keeps quoted names (see the entity's Javadoc).
 */
function physicalName(name: string, quoted: boolean, dialect: Dialect, kind: 'table' | 'column') {
  const real = dialect === 'postgresql' && !quoted ? name.toLowerCase() : name;
  const inAnnotation = dialect === 'mysql' && kind === 'column' ? real.toLowerCase() : real;
  const plain = /^[a-z_][a-z0-9_]*$/.test(inAnnotation) && !isReserved(inAnnotation, dialect);
  return {
    real,
    keepsCapitals: /[A-Z]/.test(inAnnotation),
    /** Back-quoted, which Hibernate turns into the database's own quotes, when it is not plain. */
    annotation: plain ? inAnnotation : `\`${inAnnotation}\``,
    /** For native SQL (@SQLDelete, @SQLRestriction): in the database's own quotes when it is not plain. */
    sql: plain ? inAnnotation : dialect === 'postgresql' ? `"${real.replaceAll('"', '""')}"` : `\`${real.replaceAll('`', '``')}\``,
  };
}

const columnName = (plan: Plan, f: Field) => physicalName(f.column.name, f.column.quoted, plan.table.dialect, 'column');

/** Words reserved in standard SQL that both databases refuse as bare names in some statement. */
const SQL_RESERVED = new Set(
  'ALL AND AS ASC BETWEEN BY CASE CHECK COLUMN CONSTRAINT CREATE CROSS CURRENT_DATE CURRENT_TIME CURRENT_TIMESTAMP CURRENT_USER DEFAULT DELETE DESC DISTINCT DROP ELSE END EXISTS FALSE FETCH FOR FOREIGN FROM FULL GRANT GROUP HAVING IN INDEX INNER INSERT INTERVAL INTO IS JOIN KEY LEFT LIKE LIMIT NOT NULL OFFSET ON OR ORDER OUTER PRIMARY RANGE REFERENCES RIGHT ROW ROWS SELECT SET TABLE THEN TO TRUE UNION UNIQUE UPDATE USER USING VALUES WHEN WHERE WINDOW WITH'.split(
    ' ',
  ),
);

/**
 * MySQL 8.0's reserved words (the keywords marked (R) in the reference manual's "Keywords and Reserved
 * Words"): a column named `usage`, `sql` or `database` breaks an unquoted INSERT or UPDATE.
 */
const MYSQL_RESERVED = new Set(
  'ACCESSIBLE ADD ALTER ANALYZE ASENSITIVE BEFORE BIGINT BINARY BLOB BOTH CALL CASCADE CHANGE CHAR CHARACTER COLLATE CONDITION CONTINUE CONVERT CUBE CUME_DIST CURSOR DATABASE DATABASES DAY_HOUR DAY_MICROSECOND DAY_MINUTE DAY_SECOND DEC DECIMAL DECLARE DELAYED DENSE_RANK DESCRIBE DETERMINISTIC DISTINCTROW DIV DOUBLE DUAL EACH ELSEIF EMPTY ENCLOSED ESCAPED EXCEPT EXIT EXPLAIN FIRST_VALUE FLOAT FLOAT4 FLOAT8 FORCE FULLTEXT FUNCTION GENERATED GET GROUPING GROUPS HIGH_PRIORITY HOUR_MICROSECOND HOUR_MINUTE HOUR_SECOND IF IGNORE INFILE INOUT INSENSITIVE INT INT1 INT2 INT3 INT4 INT8 INTEGER INTERSECT IO_AFTER_GTIDS IO_BEFORE_GTIDS ITERATE JSON_TABLE KEYS KILL LAG LAST_VALUE LATERAL LEAD LEADING LEAVE LINEAR LINES LOAD LOCALTIME LOCALTIMESTAMP LOCK LONG LONGBLOB LONGTEXT LOOP LOW_PRIORITY MASTER_BIND MASTER_SSL_VERIFY_SERVER_CERT MATCH MAXVALUE MEDIUMBLOB MEDIUMINT MEDIUMTEXT MIDDLEINT MINUTE_MICROSECOND MINUTE_SECOND MOD MODIFIES NATURAL NO_WRITE_TO_BINLOG NTH_VALUE NTILE NUMERIC OF OPTIMIZE OPTIMIZER_COSTS OPTION OPTIONALLY OUT OUTFILE OVER PARTITION PERCENT_RANK PRECISION PROCEDURE PURGE RANK READ READS READ_WRITE REAL RECURSIVE REGEXP RELEASE RENAME REPEAT REPLACE REQUIRE RESIGNAL RESTRICT RETURN REVOKE RLIKE ROW_NUMBER SCHEMA SCHEMAS SECOND_MICROSECOND SENSITIVE SEPARATOR SHOW SIGNAL SMALLINT SPATIAL SPECIFIC SQL SQLEXCEPTION SQLSTATE SQLWARNING SQL_BIG_RESULT SQL_CALC_FOUND_ROWS SQL_SMALL_RESULT SSL STARTING STORED STRAIGHT_JOIN SYSTEM TERMINATED TINYBLOB TINYINT TINYTEXT TRAILING TRIGGER UNDO UNLOCK UNSIGNED USAGE USE UTC_DATE UTC_TIME UTC_TIMESTAMP VARBINARY VARCHAR VARCHARACTER VARYING VIRTUAL WHILE WRITE XOR YEAR_MONTH ZEROFILL'.split(
    ' ',
  ),
);

/** PostgreSQL's reserved key words and those that can only be a function or type name (Appendix C of its manual). */
const POSTGRESQL_RESERVED = new Set(
  'ANALYSE ANALYZE ANY ARRAY ASYMMETRIC AUTHORIZATION BINARY BOTH CAST COLLATE COLLATION CONCURRENTLY CURRENT_CATALOG CURRENT_ROLE CURRENT_SCHEMA DEFERRABLE DO EXCEPT FREEZE ILIKE INITIALLY INTERSECT ISNULL LATERAL LEADING LOCALTIME LOCALTIMESTAMP NATURAL NOTNULL ONLY OVERLAPS PLACING RETURNING SESSION_USER SIMILAR SOME SYMMETRIC TABLESAMPLE TRAILING VARIADIC VERBOSE'.split(
    ' ',
  ),
);

/** Whether a bare name is a word the dialect reserves, so that SQL must quote it. */
function isReserved(name: string, dialect: Dialect): boolean {
  const word = name.toUpperCase();
  return SQL_RESERVED.has(word) || (dialect === 'mysql' ? MYSQL_RESERVED : POSTGRESQL_RESERVED).has(word);
}

function columnAnnotation(plan: Plan, f: Field): string {
  const parts = [`name = ${javaString(columnName(plan, f).annotation)}`];
  if (!f.column.nullable) parts.push('nullable = false');
  if (f.column.unique && !f.isKey) parts.push('unique = true');
  if (isText(f) && f.column.length !== undefined && ['CHAR', 'VARCHAR'].includes(f.column.sqlType))
    parts.push(`length = ${f.column.length}`);
  if (f.java.name === 'BigDecimal' && f.column.length !== undefined) {
    parts.push(`precision = ${f.column.length}`);
    if (f.column.scale !== undefined) parts.push(`scale = ${f.column.scale}`);
  }
  if (f.databaseMaintained) parts.push('insertable = false, updatable = false');
  // Written once: a creation audit column, and the other columns of a key whose generated column identifies the record.
  else if (f.audit === 'created_at' || f.audit === 'created_by' || (f.isKey && !plan.keys.includes(f))) parts.push('updatable = false');
  return `@Column(${parts.join(', ')})`;
}

/**
 * The times are Hibernate's to fill (from the JVM's clock, into any date or date-time type): Spring Data's
 * `@CreatedDate` needs a `DateTimeProvider` for an `OffsetDateTime`, and its default one gives a `LocalDateTime`.
 * The users are Spring Data's, from the application's `AuditorAware`.
 */
const AUDIT_ANNOTATIONS = {
  created_at: ['CreationTimestamp', 'org.hibernate.annotations.CreationTimestamp'],
  updated_at: ['UpdateTimestamp', 'org.hibernate.annotations.UpdateTimestamp'],
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

/** A Java literal of a soft-delete value, for the field's initial value. */
const javaLiteral = (value: string | number | boolean, f: Field) =>
  typeof value === 'string' ? javaString(value) : f.java.name === 'Long' ? `${String(value)}L` : String(value);
/** A SQL literal of a soft-delete value. */
const sqlLiteral = (value: string | number | boolean, dialect: Dialect) =>
  typeof value === 'string' ? sqlString(value, dialect) : String(value);

/** The table's name for native SQL, with its schema (PostgreSQL) or database (MySQL) when it has one. */
function qualifiedTable(plan: Plan): string {
  const {table} = plan;
  const name = physicalName(table.name, table.quoted, table.dialect, 'table').sql;
  return table.schema === undefined ? name : `${physicalName(table.schema, table.quoted, table.dialect, 'table').sql}.${name}`;
}

/** The SQL of `@SQLRestriction`: the rows that exist; undefined without a soft-delete flag. A nullable flag's NULL exists. */
function softDeleteRestriction(plan: Plan): string | undefined {
  const flag = plan.softDelete;
  const values = plan.softDeleteValues;
  if (!flag || !values) return undefined;
  const column = columnName(plan, flag).sql;
  return values.nullExists
    ? `(${column} = ${sqlLiteral(values.exists, plan.table.dialect)} OR ${column} IS NULL)`
    : `${column} = ${sqlLiteral(values.exists, plan.table.dialect)}`;
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
  const tableName = physicalName(table.name, table.quoted, table.dialect, 'table');
  const schemaName = table.schema === undefined ? undefined : physicalName(table.schema, table.quoted, table.dialect, 'table');
  const qualifier = schemaName ? `, ${table.dialect === 'postgresql' ? 'schema' : 'catalog'} = ${javaString(schemaName.annotation)}` : '';
  // A unique key of several columns: Hibernate's schema validation and DDL see it, and a reader of the entity too.
  const uniqueKeys = (table.uniqueKeys ?? []).map(
    (key) =>
      `@UniqueConstraint(columnNames = {${key
        .map((column) => {
          const f = fields.find((field) => field.column.name === column);
          return javaString(f ? columnName(plan, f).annotation : column);
        })
        .join(', ')}})`,
  );
  if (uniqueKeys.length > 0) imports.push('jakarta.persistence.UniqueConstraint');
  const constraints =
    uniqueKeys.length === 0 ? '' : `, uniqueConstraints = ${uniqueKeys.length === 1 ? uniqueKeys[0] : `{${uniqueKeys.join(', ')}}`}`;
  const classAnnotations = ['@Entity', `@Table(name = ${javaString(tableName.annotation)}${qualifier}${constraints})`];
  if (plan.composite) {
    imports.push('jakarta.persistence.IdClass');
    classAnnotations.push(`@IdClass(${plan.idType.name}.class)`);
  }
  if (fields.some((f) => (f.audit === 'created_by' || f.audit === 'updated_by') && !f.databaseMaintained)) {
    imports.push('jakarta.persistence.EntityListeners', 'org.springframework.data.jpa.domain.support.AuditingEntityListener');
    classAnnotations.push('@EntityListeners(AuditingEntityListener.class)');
  }
  if (fields.some((f) => f.column.defaultValue !== undefined && f.writable)) {
    // Leaves null columns out of the INSERT, so that the database's DEFAULT applies.
    imports.push('org.hibernate.annotations.DynamicInsert');
    classAnnotations.push('@DynamicInsert');
  }
  const flag = plan.softDelete;
  const flagValues = plan.softDeleteValues;
  const restriction = softDeleteRestriction(plan);
  if (flag && flagValues && restriction) {
    // Delete is logical: Hibernate runs this UPDATE instead of a DELETE (binding the key, then the
    // version), and leaves flagged rows out of every query.
    imports.push('org.hibernate.annotations.SQLDelete', 'org.hibernate.annotations.SQLRestriction');
    const flagColumn = columnName(plan, flag).sql;
    // Hibernate binds the parts of a composite key in the order of their names.
    const keyOrder = plan.composite ? [...plan.keys].sort((x, y) => (x.property < y.property ? -1 : 1)) : plan.keys;
    const where = [...keyOrder, ...(plan.version ? [plan.version] : [])].map((f) => `${columnName(plan, f).sql} = ?`).join(' AND ');
    classAnnotations.push(
      `@SQLDelete(sql = ${javaString(`UPDATE ${qualifiedTable(plan)} SET ${flagColumn} = ${sqlLiteral(flagValues.deleted, table.dialect)} WHERE ${where}`)})`,
      `@SQLRestriction(${javaString(restriction)})`,
    );
  }
  const body: string[] = [];
  const comment = table.comment ?? plan.label.en;
  body.push('/**', ` * ${javadoc(comment)}: the table {@code ${javadoc(table.name)}}.`);
  const capitals = [tableName, schemaName, ...fields.map((f) => columnName(plan, f))].filter((n) => n?.keepsCapitals).map((n) => n!.real);
  if (capitals.length > 0) {
    body.push(
      ' *',
      ` * <p>${capitals.map((n) => `{@code ${javadoc(n)}}`).join(', ')} ${capitals.length > 1 ? 'keep their' : 'keeps its'} capitals in the database,`,
      " * and Spring Boot 3's default naming strategy lower-cases every name, quoted or not: this entity needs",
      ' * {@code spring.jpa.hibernate.naming.physical-strategy: org.hibernate.boot.model.naming.PhysicalNamingStrategyStandardImpl}',
      ' * (the generated entities name every table and column themselves).',
    );
  }
  body.push(' */', ...classAnnotations, `public class ${name} {`);
  for (const f of fields) {
    body.push('');
    const notes: string[] = [];
    if (f.reference) notes.push(`refers to {@code ${javadoc(f.reference.table)}.${javadoc(f.reference.column)}} (${f.reference.entity})`);
    if (f.secret) notes.push(secretNote(plan, f));
    const said = f.column.comment ? javadoc(f.column.comment) : '';
    const doc =
      notes.length === 0 ? said : said ? `${said} (${notes.join('; ')})` : `${notes.join('; ').replace(/^./, (c) => c.toUpperCase())}.`;
    if (doc) body.push(`    /** ${doc} */`);
    if (plan.keys.includes(f)) body.push('    @Id');
    if (f.generated && !f.snowflake && plan.keys.includes(f)) {
      imports.push('jakarta.persistence.GeneratedValue', 'jakarta.persistence.GenerationType');
      body.push(
        `    @GeneratedValue(strategy = GenerationType.${f.java.name === 'UUID' && !f.column.autoIncrement ? 'UUID' : 'IDENTITY'})`,
      );
    }
    if (f.isVersion) {
      imports.push('jakarta.persistence.Version');
      body.push('    @Version');
    }
    if (f.audit && !f.databaseMaintained) {
      const [annotation, type] = AUDIT_ANNOTATIONS[f.audit];
      imports.push(type);
      body.push(`    @${annotation}`);
    }
    if (f.databaseMaintained) {
      // Read back after the INSERT (and the UPDATE, for ON UPDATE and computed columns) that the database fills it in.
      imports.push('org.hibernate.annotations.Generated', 'org.hibernate.generator.EventType');
      const events = f.column.computed || f.column.onUpdate !== undefined ? '{EventType.INSERT, EventType.UPDATE}' : 'EventType.INSERT';
      body.push(`    @Generated(event = ${events})`);
    }
    if (f.encrypted) {
      imports.push('jakarta.persistence.Convert');
      body.push(`    @Convert(converter = ${CREDENTIAL_CONVERTER}.class)`);
    }
    if (f.column.sqlType === 'JSON' || f.column.sqlType === 'JSONB') {
      // Bound as JSON, not VARCHAR: PostgreSQL refuses a character varying for a json or jsonb column.
      imports.push('org.hibernate.annotations.JdbcTypeCode', 'org.hibernate.type.SqlTypes');
      body.push('    @JdbcTypeCode(SqlTypes.JSON)');
    }
    if (table.dialect === 'postgresql' && f.column.sqlType === 'ENUM') {
      // A PostgreSQL enum type takes no character varying either: the written value is cast to the type.
      imports.push('org.hibernate.annotations.ColumnTransformer');
      body.push(`    @ColumnTransformer(write = ${javaString(`?::${f.column.sqlTypeText}`)})`);
    }
    // A new record exists: the soft-delete flag starts at its "exists" value.
    // A secret nobody writes (a salt: PasswordEncoder salts its own hashes) starts empty, for a NOT NULL column without a default.
    const unwritten = f.secret && !f.writable && !f.column.nullable && f.column.defaultValue === undefined && isText(f);
    const initial = f.softDelete && flagValues ? ` = ${javaLiteral(flagValues.exists, f)}` : unwritten ? ' = ""' : '';
    body.push(`    ${columnAnnotation(plan, f)}`, `    private ${f.java.name} ${f.property}${initial};`);
  }
  const snowflake = fields.find((f) => f.snowflake);
  if (snowflake) {
    imports.push('jakarta.persistence.PrePersist');
    body.push(...snowflakeIds(snowflake, new Set(fields.map((f) => f.property))));
  }
  body.push(...accessors(fields), '}');
  return javaFile(plan, undefined, name, imports, body);
}

/** What the entity's Javadoc says of a secret: how it is stored, and that it never leaves the server. */
function secretNote(plan: Plan, f: Field): string {
  if (isPassword(f)) return 'write-only, holds the PasswordEncoder hash';
  if (f.encrypted) return `write-only, stored encrypted with the application's key by ${CREDENTIAL_CONVERTER}`;
  const short = plan.notes.find((n) => n.kind === 'short-hash-column' && n.column === f.column.name);
  if (short?.kind === 'short-hash-column')
    return `a password hash of ${short.length} characters, too short for the PasswordEncoder's ${short.needed}: the generated forms never write it, and it is never in a response`;
  return 'write-only, never in a response';
}

/**
 * A snowflake key is the server's to assign, before the INSERT: milliseconds since 2020-01-01 (41 bits),
 * this process's node (10 bits, drawn at start), a sequence (12 bits); a millisecond whose 4096 ids are
 * used up borrows the next one, so the ids only grow, even when the clock steps back.
 */
function snowflakeIds(f: Field, properties: ReadonlySet<string>): string[] {
  // The generator's own state is named otherwise where a column's field has its name (a column `sequence`).
  const own = (name: string) => (properties.has(name) ? `snowflake${capital(name)}` : name);
  const lastMillis = own('lastMillis');
  const sequence = own('sequence');
  return [
    '',
    '    private static final long EPOCH = 1577836800000L;',
    '    private static final long NODE = new java.security.SecureRandom().nextInt(1024);',
    `    private static long ${lastMillis} = -1L;`,
    `    private static long ${sequence};`,
    '',
    `    /** Assigns the snowflake {@code ${f.property}} of a new record. */`,
    '    @PrePersist',
    `    void assign${capital(f.property)}() {`,
    `        if (${f.property} == null) {`,
    `            ${f.property} = nextId();`,
    '        }',
    '    }',
    '',
    '    private static synchronized long nextId() {',
    `        long now = Math.max(System.currentTimeMillis(), ${lastMillis});`,
    `        ${sequence} = now == ${lastMillis} ? ${sequence} + 1 : 0;`,
    `        if (${sequence} > 4095) {`,
    `            now = ${lastMillis} + 1;`,
    `            ${sequence} = 0;`,
    '        }',
    `        ${lastMillis} = now;`,
    `        return ((now - EPOCH) << 22) | (NODE << 12) | ${sequence};`,
    '    }',
  ];
}

function compositeId(plan: Plan): GeneratedFile {
  const params = plan.keys.map((f) => `${f.java.name} ${f.property}`).join(', ');
  return javaFile(
    plan,
    undefined,
    plan.idType.name,
    ['java.io.Serializable', ...typeImports(plan.keys)],
    [
      `/** The primary key of {@code ${javadoc(plan.table.name)}}: ${javadoc(plan.keys.map((f) => f.column.name).join(', '))}. */`,
      `public record ${plan.idType.name}(${params}) implements Serializable {`,
      '}',
    ],
  );
}

function repository(plan: Plan): GeneratedFile {
  const {entity: name} = plan;
  const imports = [
    'org.springframework.data.jpa.repository.JpaRepository',
    'org.springframework.data.jpa.repository.JpaSpecificationExecutor',
    ...(plan.idType.import ? [plan.idType.import] : []),
  ];
  const body: string[] = [];
  const restriction = softDeleteRestriction(plan);
  for (const check of uniqueChecks(plan)) {
    if (!check.countDeleted || !restriction) continue;
    // Native SQL, which @SQLRestriction does not filter: the rows it hides, holding these values.
    imports.push(
      'org.springframework.data.jpa.repository.Query',
      'org.springframework.data.repository.query.Param',
      ...typeImports(check.fields),
    );
    const matches = check.fields.map((f) => {
      const cast =
        plan.table.dialect === 'postgresql' && f.column.sqlType === 'ENUM'
          ? `CAST(:${f.property} AS ${f.column.sqlTypeText})`
          : `:${f.property}`;
      return `${columnName(plan, f).sql} = ${cast}`;
    });
    const sql = `SELECT COUNT(*) FROM ${qualifiedTable(plan)} WHERE ${matches.join(' AND ')} AND NOT ${restriction.startsWith('(') ? restriction : `(${restriction})`}`;
    body.push(
      '',
      `    /** The deleted records that hold these values: the database's unique key still sees them. */`,
      `    @Query(value = ${javaString(sql)}, nativeQuery = true)`,
      `    long ${check.countDeleted}(${check.fields.map((f) => `@Param(${javaString(f.property)}) ${f.java.name} ${f.property}`).join(', ')});`,
    );
  }
  return javaFile(plan, undefined, `${name}Repository`, imports, [
    `public interface ${name}Repository extends JpaRepository<${name}, ${plan.idType.name}>, JpaSpecificationExecutor<${name}> {`,
    ...body,
    '}',
  ]);
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

/**
 * The range of a MySQL TINYINT (also TINYINT(1) holding more than yes and no), SMALLINT or MEDIUMINT (signed
 * or not), or of a PostgreSQL SMALLINT, held in a Java Integer; for a column with options, the range of its
 * options within it ("0 待发货 … 3 已完成" is 0 to 3), so that a value no option names is a validation error.
 */
function integerRange(f: Field): readonly [number, number] | undefined {
  if (f.java.name !== 'Integer') return undefined;
  const unsigned = /\bUNSIGNED\b/i.test(f.column.sqlTypeText);
  const bits = ({TINYINT: 8, SMALLINT: 16, MEDIUMINT: 24} as Record<string, number>)[f.column.sqlType.replace(/\(.*\)$/, '')];
  if (!bits) return undefined;
  const [low, high] = unsigned ? [0, 2 ** bits - 1] : [-(2 ** (bits - 1)), 2 ** (bits - 1) - 1];
  const values = (f.options ?? []).map((o) => o.value).filter((value) => typeof value === 'number');
  if (values.length === 0 || values.length !== f.options?.length) return [low, high];
  return [Math.max(low, Math.min(...values)), Math.min(high, Math.max(...values))];
}

function validation(f: Field, imports: string[], forUpdate: boolean): string[] {
  const annotations: string[] = [];
  // A NOT NULL column with a DEFAULT may be left out of a create request (the database fills it) and
  // of an update request (the stored value stays): both requests say the same. A secret left blank in
  // an update keeps the one stored.
  const required = !f.column.nullable && f.column.defaultValue === undefined && !(forUpdate && f.secret);
  if (required && isText(f)) {
    imports.push('jakarta.validation.constraints.NotBlank');
    annotations.push('@NotBlank');
  } else if (required) {
    imports.push('jakarta.validation.constraints.NotNull');
    annotations.push('@NotNull');
  }
  // What the column holds: a number of few bytes has a range, an unsigned one no negatives, a DECIMAL
  // its digits; without these a value out of range is a database error (500) instead of a 400.
  const range = integerRange(f);
  if (range) {
    imports.push('jakarta.validation.constraints.Min', 'jakarta.validation.constraints.Max');
    annotations.push(`@Min(${range[0]})`, `@Max(${range[1]})`);
  } else if (/\bUNSIGNED\b/i.test(f.column.sqlTypeText) && f.mapping.ts === 'number') {
    imports.push('jakarta.validation.constraints.Min');
    annotations.push('@Min(0)');
  }
  if (f.java.name === 'BigDecimal' && f.column.length !== undefined) {
    imports.push('jakarta.validation.constraints.Digits');
    const fraction = f.column.scale ?? 0;
    annotations.push(`@Digits(integer = ${f.column.length - fraction}, fraction = ${fraction})`);
  }
  // The column's length bounds a password's hash, not the password; and an encrypted credential's sealed form.
  const sealed = f.encrypted ? credentialMaxLength(f) : undefined;
  if (sealed !== undefined) {
    imports.push('jakarta.validation.constraints.Size');
    annotations.push(`@Size(max = ${sealed})`);
  } else if (
    isText(f) &&
    !isPassword(f) &&
    !f.encrypted &&
    f.column.length !== undefined &&
    ['CHAR', 'VARCHAR'].includes(f.column.sqlType)
  ) {
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
      `A row of {@code ${javadoc(plan.table.name)}}, as the API returns it.`,
      // A snowflake id, and a foreign key to one, is a string in JSON: a JavaScript number keeps 53 bits of its 64.
      fields
        .filter((f) => f.inResponse)
        .map((f) => ({
          annotations: f.stringId ? ['@JsonSerialize(using = ToStringSerializer.class)'] : [],
          type: f.java.name,
          name: f.property,
        })),
      [
        ...typeImports(fields.filter((f) => f.inResponse)),
        ...(fields.some((f) => f.stringId && f.inResponse)
          ? ['com.fasterxml.jackson.databind.annotation.JsonSerialize', 'com.fasterxml.jackson.databind.ser.std.ToStringSerializer']
          : []),
      ],
    ),
  );

  const queryImports: string[] = [];
  const query = fields.filter((f) => f.searchable).flatMap((f) => queryComponents(f, queryImports));
  files.push(
    record(plan, `${name}Query`, `The filters of the {@code ${javadoc(plan.table.name)}} list; each one is optional.`, query, queryImports),
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
      `The body of an update request${plan.version ? `; {@code ${plan.version.property}} is the one the client read` : ''}${secretsNote(plan)}.`,
      update,
      updateImports,
    ),
  );
  return files;
}

/** What the update request says of its write-only fields. */
function secretsNote(plan: Plan): string {
  const secrets = plan.fields.filter((f) => f.secret && f.writable && !f.isKey);
  if (secrets.length === 0) return '';
  return `; ${secrets.map((f) => `{@code ${f.property}}`).join(', ')} left blank ${secrets.length > 1 ? 'keep the ones' : 'keeps the one'} stored`;
}

/**
 * The LIKE pattern of a text filter: the visitor's text matched literally, anywhere in the value, with
 * `%`, `_` and the escape character itself escaped (`cb.like(…, '\\')`), so that "100%" finds "100%".
 */
const LIKE_HELPER = [
  '',
  '    private static String containing(String text) {',
  '        return "%" + text.trim().replace("\\\\", "\\\\\\\\").replace("%", "\\\\%").replace("_", "\\\\_") + "%";',
  '    }',
];

/** The predicates of the query DTO's filters: text fields by substring, date ranges inclusive, others by equality. */
function predicates(plan: Plan): string[] {
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
        // The day begins in the application's zone (see zonedFilters), not the JVM's.
        if (f.java.name === 'OffsetDateTime') value = `${value}.atStartOfDay(zone).toOffsetDateTime()`;
        lines.push(
          `            if (${param} != null) {`,
          `                predicates.add(cb.${method}(${path}, ${value}));`,
          '            }',
        );
      }
    } else if (isText(f) && !f.dict && !f.options && !f.reference) {
      // A foreign key is chosen from a list of records: its one value, never a part of another's.
      const param = `query.${f.property}()`;
      lines.push(
        `            if (${param} != null && !${param}.isBlank()) {`,
        `                predicates.add(cb.like(${path}, containing(${param}), '\\\\'));`,
        '            }',
      );
    } else {
      const param = `query.${f.property}()`;
      lines.push(`            if (${param} != null) {`, `                predicates.add(cb.equal(${path}, ${param}));`, '            }');
    }
  }
  return lines;
}

/**
 * The lines that copy a request's field onto the entity: a password as its PasswordEncoder hash; a
 * secret left blank in an update keeps the one stored.
 */
function assign(variable: string, f: Field, update: boolean): string[] {
  const value = `request.${f.property}()`;
  const stored = isPassword(f) ? `passwordEncoder.encode(${value})` : value;
  // A NOT NULL column with a DEFAULT that an update leaves out keeps its value (NULL cannot be stored).
  const keepsWhenLeftOut = update && !f.column.nullable && f.column.defaultValue !== undefined;
  if (!f.secret && keepsWhenLeftOut)
    return [`        if (${value} != null) {`, `            ${variable}.${setter(f)}(${value});`, '        }'];
  if (!f.secret) return [`        ${variable}.${setter(f)}(${value});`];
  if (!update && !isPassword(f)) return [`        ${variable}.${setter(f)}(${value});`];
  return [`        if (${value} != null && !${value}.isBlank()) {`, `            ${variable}.${setter(f)}(${stored});`, '        }'];
}

/**
 * The value of a unique key's field that a save will store: the request's; in an update, the stored one
 * for a key column (not in the request), for a secret left blank and for a NOT NULL column with a DEFAULT
 * left out, which keep it.
 */
function savedValue(f: Field, variable: string, update: boolean): string {
  const value = `request.${f.property}()`;
  const stored = `${variable}.${getter(f)}()`;
  if (!update) {
    // Left out of a create, a column with a DEFAULT gets it (@DynamicInsert): a plain one is checked too.
    const fallback = defaultLiteral(f);
    return fallback === undefined ? value : `${value} != null ? ${value} : ${fallback}`;
  }
  if (f.isKey) return stored;
  if (f.secret) return `${value} != null && !${value}.isBlank() ? ${value} : ${stored}`;
  if (!f.column.nullable && f.column.defaultValue !== undefined) return `${value} != null ? ${value} : ${stored}`;
  return value;
}

/** A column's DEFAULT as a Java literal of its field, when it is a plain text or whole number (`'000000'`, `0`). */
function defaultLiteral(f: Field): string | undefined {
  const written = f.column.defaultValue
    ?.trim()
    .replace(/^\((.*)\)$/, '$1')
    .replace(/::[\w ]+$/, '');
  if (written === undefined) return undefined;
  const text = /^'((?:[^'\\]|'')*)'$/.exec(written);
  if (isText(f) && text) return javaString((text[1] ?? '').replaceAll("''", "'"));
  const whole = /^'?(-?[0-9]+)'?$/.exec(written);
  if (whole && ['Integer', 'Long'].includes(f.java.name)) return f.java.name === 'Long' ? `${whole[1]}L` : whole[1];
  return undefined;
}

function checkArguments(checkFields: readonly Field[], variable: string, update: boolean): string {
  return checkFields.map((f) => savedValue(f, variable, update)).join(', ');
}

/**
 * The service's check of the unique keys (see uniqueChecks): a record other than the one saved that
 * holds the key's values, or a deleted record that does, is an error on each field of the key, in the
 * language of the request; NULL in a part of the key conflicts with nothing, as in SQL.
 */
function uniqueKeyLines(plan: Plan, checks: readonly UniqueCheck[], checkFields: readonly Field[], imports: string[]): string[] {
  if (checks.length === 0) return [];
  const {entity: name} = plan;
  imports.push(
    'org.springframework.context.i18n.LocaleContextHolder',
    'org.springframework.validation.FieldError',
    ...typeImports(checkFields),
  );
  // A parameter is named after its field, unless the method or its lambdas declare that name (a column `query`).
  const param = (f: Field) => (SERVICE_NAMES.has(f.property) ? `${f.property}Value` : f.property);
  const params = checkFields.map((f) => `${f.java.name} ${param(f)}`).join(', ');
  const lines = [
    '',
    '    /**',
    '     * The unique keys, checked before a save so that a duplicate is VALIDATION_FAILED with an error on',
    "     * the key's fields, not a database error; {@code self} is the record updated (null on create).",
    '     * A key with an empty part conflicts with nothing, as in the database.',
    '     */',
    `    private void checkUniqueKeys(Object request, ${name} self, ${params}) throws BindException {`,
    '        BindException errors = new BindException(request, "request");',
  ];
  for (const check of checks) {
    // The primary key is checked on create only: an update does not change it.
    const indent = check.createOnly ? '    ' : '';
    if (check.createOnly) lines.push('        if (self == null) {');
    const present = check.fields.map((f) => `${param(f)} != null`).join(' && ');
    const same = check.fields.map((f) => `cb.equal(root.get(${javaString(f.property)}), ${param(f)})`);
    const spec = same.length === 1 ? same[0]! : `cb.and(${same.join(', ')})`;
    const fieldNames = check.fields.map((f) => javaString(f.property)).join(', ');
    const [zh, en] = uniqueMessages(check, false);
    lines.push(
      `${indent}        if (${present}) {`,
      `${indent}            if (taken(self, (root, query, cb) -> ${spec})) {`,
      `${indent}                reject(errors, ${javaString(zh)}, ${javaString(en)}, ${fieldNames});`,
    );
    if (check.countDeleted) {
      const [deletedZh, deletedEn] = uniqueMessages(check, true);
      lines.push(
        `${indent}            } else if (repository.${check.countDeleted}(${check.fields.map(param).join(', ')}) > 0) {`,
        `${indent}                reject(errors, ${javaString(deletedZh)}, ${javaString(deletedEn)}, ${fieldNames});`,
      );
    }
    lines.push(`${indent}            }`, `${indent}        }`);
    if (check.createOnly) lines.push('        }');
  }
  lines.push(
    '        if (errors.hasErrors()) {',
    '            throw errors;',
    '        }',
    '    }',
    '',
    `    /** Whether a record other than {@code self} matches${plan.softDelete ? ' (deleted ones are left out, by @SQLRestriction)' : ''}. */`,
    `    private boolean taken(${name} self, Specification<${name}> sameKey) {`,
    '        return repository.findAll(sameKey).stream().anyMatch(other -> other != self);',
    '    }',
    '',
    "    /** An error on each field, in the request's language (Accept-Language: zh-CN or en). */",
    '    private static void reject(BindException errors, String zh, String en, String... fields) {',
    '        String message = "en".equals(LocaleContextHolder.getLocale().getLanguage()) ? en : zh;',
    '        for (String field : fields) {',
    '            errors.addError(new FieldError(errors.getObjectName(), field, message));',
    '        }',
    '    }',
  );
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

/**
 * The names the service declares itself (its fields, its methods' parameters and locals, its lambdas'
 * parameters): a record's local variable is named otherwise when the entity's name would be one of them
 * (a table `repository` gives `Repository repositoryEntity`, not a local that hides the repository).
 */
const SERVICE_NAMES = new Set([
  'repository',
  'passwordEncoder',
  'zone',
  'query',
  'pageQuery',
  'id',
  'request',
  'root',
  'criteriaQuery',
  'cb',
  'predicates',
  'errors',
  'self',
  'sameKey',
  'other',
]);

/** The service's local variable for a record of the entity: its name in camel case, unless the service declares that name. */
export function recordVariable(entity: string): string {
  const variable = camelCase(entity);
  return SERVICE_NAMES.has(variable) ? `${variable}Entity` : variable;
}

/**
 * The zone in which a date-range filter's days begin: the application's (`lexboot.web.time-zone`, the zone
 * of the date-times in responses), not the JVM's, so that "today" is the user's day on a server in UTC.
 */
const ZONE_PROPERTY = '${lexboot.web.time-zone:Asia/Shanghai}';

/** Whether a filter needs the application's zone: a date range over an instant (an OffsetDateTime column). */
const zonedFilters = (plan: Plan) =>
  plan.fields.some((f) => f.searchable && f.mapping.search === 'dateRange' && f.java.name === 'OffsetDateTime');

function service(plan: Plan): GeneratedFile {
  const {entity: name, fields, idType} = plan;
  const variable = recordVariable(name);
  const shown = fields.filter((f) => f.inResponse);
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
  const hashes = fields.some((f) => f.writable && isPassword(f));
  if (hashes) imports.push('org.springframework.security.crypto.password.PasswordEncoder');
  const checks = uniqueChecks(plan);
  // The values the checks read, each once, in the order of the table's columns.
  const checkFields = fields.filter((f) => checks.some((check) => check.fields.includes(f)));
  const throwsBind = checks.length > 0 ? ' throws BindException' : '';
  if (checks.length > 0) imports.push('org.springframework.validation.BindException');
  // Columns the database fills are read back by the INSERT's flush (see @Generated on the entity).
  const save = fields.some((f) => f.databaseMaintained) ? 'saveAndFlush' : 'save';
  const filters = predicates(plan);
  const zoned = zonedFilters(plan);
  if (zoned) imports.push('java.time.ZoneId', 'org.springframework.beans.factory.annotation.Value');
  // What the service is given: the repository, the PasswordEncoder that hashes passwords, the application's zone.
  const dependencies = [
    {type: `${name}Repository`, field: 'repository', annotation: ''},
    ...(hashes ? [{type: 'PasswordEncoder', field: 'passwordEncoder', annotation: ''}] : []),
    ...(zoned ? [{type: 'ZoneId', field: 'zone', annotation: `@Value(${javaString(ZONE_PROPERTY)}) `}] : []),
  ];
  const body = [
    '@Service',
    '@Transactional(readOnly = true)',
    `public class ${name}Service {`,
    '',
    ...dependencies.flatMap((d) => [
      ...(d.field === 'zone' ? ['    /** The zone whose days the date filters mean: the zone of the date-times in responses. */'] : []),
      `    private final ${d.type} ${d.field};`,
    ]),
    '',
    `    public ${name}Service(${dependencies.map((d) => `${d.annotation}${d.type} ${d.field}`).join(', ')}) {`,
    ...dependencies.map((d) => `        this.${d.field} = ${d.field};`),
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
    `    public ${name}Dto create(${name}CreateRequest request)${throwsBind} {`,
    ...(checks.length > 0 ? [`        checkUniqueKeys(request, null, ${checkArguments(checkFields, variable, false)});`] : []),
    `        ${name} ${variable} = new ${name}();`,
    ...fields.filter((f) => f.writable).flatMap((f) => assign(variable, f, false)),
    `        return toDto(repository.${save}(${variable}));`,
    '    }',
    '',
    '    @Transactional',
    `    public ${name}Dto update(${idType.name} id, ${name}UpdateRequest request)${throwsBind} {`,
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
  if (checks.length > 0) {
    // Before the new values reach the entity: a query flushes what the entity holds.
    body.push(`        checkUniqueKeys(request, ${variable}, ${checkArguments(checkFields, variable, true)});`);
  }
  body.push(
    ...fields.filter((f) => f.writable && !f.isKey).flatMap((f) => assign(variable, f, true)),
    `        return toDto(repository.saveAndFlush(${variable}));`,
    '    }',
    '',
    '    @Transactional',
    `    public void delete(${idType.name} id) {`,
    ...(plan.softDelete ? ["        // Logical: the entity's @SQLDelete flags the row."] : []),
    '        repository.delete(find(id));',
    '    }',
    '',
    `    private ${name} find(${idType.name} id) {`,
    `        return repository.findById(id).orElseThrow(() -> new NotFoundException(${javaString(`${name} not found: `)} + id));`,
    '    }',
    '',
    `    private static ${name}Dto toDto(${name} ${variable}) {`,
    `        return new ${name}Dto(`,
    ...shown.map((f, index) => `                ${variable}.${getter(f)}()${index < shown.length - 1 ? ',' : ');'}`),
    '    }',
    '',
    `    private ${zoned ? '' : 'static '}Specification<${name}> toSpecification(${name}Query query) {`,
    '        return (root, criteriaQuery, cb) -> {',
    '            List<Predicate> predicates = new ArrayList<>();',
    ...filters,
    '            return cb.and(predicates.toArray(Predicate[]::new));',
    '        };',
    '    }',
    ...(filters.some((line) => line.includes('containing(')) ? LIKE_HELPER : []),
    ...uniqueKeyLines(plan, checks, checkFields, imports),
    '}',
  );
  return javaFile(plan, undefined, `${name}Service`, imports, body);
}

/** The ISO format a date or time path variable is read in, by its Java type. */
const PATH_ISO: Readonly<Record<string, string>> = {
  LocalDate: 'DATE',
  LocalTime: 'TIME',
  LocalDateTime: 'DATE_TIME',
  OffsetDateTime: 'DATE_TIME',
};

/** The names the controller declares itself: its fields, and its methods' other parameters. */
const CONTROLLER_NAMES = new Set(['service', 'excel', 'query', 'pageQuery', 'response', 'request', 'page', 'size']);

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
  // One path variable per key column; a composite key is rebuilt from them. A key named like a field or
  // another parameter of the controller (`service`, `request`) is named otherwise.
  const pathName = (f: Field) => (CONTROLLER_NAMES.has(f.property) ? `${f.property}Value` : f.property);
  const idPath = plan.keys.map((f) => `{${pathName(f)}}`).join('/');
  // A date or time in a path is read as ISO 8601, not in the server locale's short style.
  const isoOf = (f: Field) => PATH_ISO[f.java.name];
  if (plan.keys.some(isoOf)) imports.push('org.springframework.format.annotation.DateTimeFormat');
  const idParams = plan.keys
    .map((f) => `@PathVariable ${isoOf(f) ? `@DateTimeFormat(iso = DateTimeFormat.ISO.${isoOf(f)}) ` : ''}${f.java.name} ${pathName(f)}`)
    .join(', ');
  const id = plan.composite ? `new ${idType.name}(${plan.keys.map(pathName).join(', ')})` : pathName(plan.keys[0]!);
  const can = (action: string) => `    @PreAuthorize("hasAuthority('${programCode}:${action}')")`;
  // The service's check of the unique keys answers a duplicate with Spring's BindException (VALIDATION_FAILED).
  const throwsBind = uniqueChecks(plan).length > 0 ? ' throws BindException' : '';
  if (throwsBind) imports.push('org.springframework.validation.BindException');
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
    `    public ${name}Dto create(@Valid @RequestBody ${name}CreateRequest request)${throwsBind} {`,
    '        return service.create(request);',
    '    }',
    '',
    `    @PutMapping("/${idPath}")`,
    can('update'),
    `    public ${name}Dto update(${idParams}, @Valid @RequestBody ${name}UpdateRequest request)${throwsBind} {`,
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
    ...(plan.fields.some((f) => f.encrypted) ? [credentialConverter(plan)] : []),
  ];
}
