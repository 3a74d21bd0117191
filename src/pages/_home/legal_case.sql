CREATE TABLE legal_case (
  id          BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
  case_no     VARCHAR(32)  NOT NULL UNIQUE COMMENT '案号',
  title       VARCHAR(200) NOT NULL COMMENT '案件名称',
  status      VARCHAR(20)  NOT NULL COMMENT '状态 [dict:CASE_STATUS]',
  filed_on    DATE         NULL     COMMENT '立案日期'
) COMMENT = '案件';
