CREATE TABLE legal_case (
  id          BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
  case_no     VARCHAR(32)  NOT NULL UNIQUE COMMENT 'Case no.',
  title       VARCHAR(200) NOT NULL COMMENT 'Case title',
  status      VARCHAR(20)  NOT NULL COMMENT 'Status [dict:CASE_STATUS]',
  filed_on    DATE         NULL     COMMENT 'Filed on'
) COMMENT = 'Cases';
