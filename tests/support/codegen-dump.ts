/**
 * A mysqldump-like file of about `megabytes` MB, made here rather than kept in the repository: the
 * header and SET lines mysqldump writes, and `tables` tables, each dropped, created (a dozen columns,
 * Chinese comments) and filled by INSERT statements, which make up most of the size. For the
 * playground's tests and its typing-latency measurement with a large paste.
 */
export function mysqlDump(megabytes: number, tables = 40): string {
  const head = `-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!50503 SET NAMES utf8mb4 */;
SET FOREIGN_KEY_CHECKS=0;
`;
  const parts = [head];
  const rowsPerTable = Math.max(1, Math.round((megabytes * 1024 * 1024) / tables / 95));
  for (let t = 1; t <= tables; t++) {
    const name = `biz_table_${String(t).padStart(3, '0')}`;
    parts.push(`
DROP TABLE IF EXISTS \`${name}\`;
CREATE TABLE \`${name}\` (
  \`id\` bigint NOT NULL AUTO_INCREMENT COMMENT '主键',
  \`code\` varchar(32) NOT NULL COMMENT '编号',
  \`title\` varchar(200) NOT NULL COMMENT '名称',
  \`amount\` decimal(12,2) DEFAULT NULL COMMENT '金额',
  \`status\` varchar(20) NOT NULL COMMENT '状态',
  \`remark\` varchar(500) DEFAULT NULL COMMENT '备注',
  \`create_time\` datetime DEFAULT NULL COMMENT '创建时间',
  PRIMARY KEY (\`id\`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COMMENT='业务表${t}';
`);
    const rows: string[] = [];
    for (let r = 1; r <= rowsPerTable; r++) {
      rows.push(
        `(${r},'C${t}-${r}','第${r}条记录的名称',${(r * 3.17).toFixed(2)},'NORMAL','备注 ${r}','2024-05-0${(r % 9) + 1} 10:00:00')`,
      );
    }
    for (let i = 0; i < rows.length; i += 200) parts.push(`INSERT INTO \`${name}\` VALUES ${rows.slice(i, i + 200).join(',')};\n`);
  }
  parts.push('SET FOREIGN_KEY_CHECKS=1;\n');
  return parts.join('');
}
