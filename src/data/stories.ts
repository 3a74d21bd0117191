import {translate} from '@docusaurus/Translate';
import type {IconName} from '@site/src/data/icons';
import type {EditionId} from '@site/src/data/editions';

/**
 * Customer stories. Customers are described, never named: legal clients rarely let their
 * suppliers advertise them, and the site names no real organisation or person.
 */
export type Story = {
  readonly id: 'law-firm-case-management' | 'notary-document-workflow' | 'legal-aid-intake';
  readonly icon: IconName;
  /** The kind of customer, shown as a label, e.g. "律师事务所". */
  readonly sector: string;
  /** Who the customer is, without naming it. */
  readonly customer: string;
  readonly title: string;
  readonly problem: string;
  readonly built: string;
  /** The one measured result: a short figure and what it measures. */
  readonly outcome: {readonly value: string; readonly label: string};
  /** Program codes of the main programs built; codes are identifiers, not translated. */
  readonly programs: readonly string[];
  readonly edition: EditionId;
};

export const stories: readonly Story[] = [
  {
    id: 'law-firm-case-management',
    icon: 'scale',
    sector: translate({id: 'stories.lawFirm.sector', message: '律师事务所'}),
    customer: translate({
      id: 'stories.lawFirm.customer',
      message: '上海一家约 200 名律师的综合性律师事务所',
    }),
    title: translate({
      id: 'stories.lawFirm.title',
      message: '把散落在表格里的案件收进一套系统',
    }),
    problem: translate({
      id: 'stories.lawFirm.problem',
      message:
        '案件信息分散在各团队的 Excel 表格和一套已停止维护的旧系统中。新案件立案前的利益冲突检查要靠邮件逐一询问合伙人，平均要等 2 个工作日。',
    }),
    built: translate({
      id: 'stories.lawFirm.built',
      message:
        '律所的 3 名开发者从 23 张表生成了案件、委托人、利益冲突检索、庭审日程和工时等 14 个程序，第一版 8 周上线；12 年的历史案件通过 Excel 转换模块导入，导入前逐行校验。',
    }),
    outcome: {
      value: translate({id: 'stories.lawFirm.outcome.value', message: '10 分钟'}),
      label: translate({
        id: 'stories.lawFirm.outcome.label',
        message: '利益冲突检查的平均耗时，此前为 2 个工作日',
      }),
    },
    programs: ['CASE_MGMT', 'CLIENT_MGMT', 'CONFLICT_CHECK', 'HEARING_CAL'],
    edition: 'professional',
  },
  {
    id: 'notary-document-workflow',
    icon: 'document',
    sector: translate({id: 'stories.notary.sector', message: '公证处'}),
    customer: translate({id: 'stories.notary.customer', message: '华东地区一家市级公证处'}),
    title: translate({
      id: 'stories.notary.title',
      message: '公证文书的流转从纸面搬到线上',
    }),
    problem: translate({
      id: 'stories.notary.problem',
      message:
        '从受理、审查到出证，每份公证文书都靠纸质流转单记录进度。当事人来电询问，工作人员只能去翻卷宗；审查意见写在纸上，改过几次、谁改的都难以追溯。',
    }),
    built: translate({
      id: 'stories.notary.built',
      message:
        '按「受理、审查、出证」三个环节建模，先用代码生成器为公证事项和文书明细两张表各生成程序，再把它们合成一个主从页面；审查意见在 DrawerStore 打开的抽屉中填写，每次状态变更都记入审计日志，进度可以按事项号直接查询。',
    }),
    outcome: {
      value: translate({id: 'stories.notary.outcome.value', message: '4 个工作日'}),
      label: translate({
        id: 'stories.notary.outcome.label',
        message: '从受理到出证的平均周期，此前为 7 个工作日',
      }),
    },
    programs: ['NOTARY_MATTER', 'NOTARY_DOC', 'NOTARY_REVIEW'],
    edition: 'enterprise',
  },
  {
    id: 'legal-aid-intake',
    icon: 'people',
    sector: translate({id: 'stories.legalAid.sector', message: '法律援助中心'}),
    customer: translate({id: 'stories.legalAid.customer', message: '一家市级法律援助中心'}),
    title: translate({
      id: 'stories.legalAid.title',
      message: '援助申请的受理、指派与统计',
    }),
    problem: translate({
      id: 'stories.legalAid.problem',
      message:
        '来电和来访的援助申请记在纸质登记表上，同一申请人重复登记的情况时有发生。每月报送司法局的统计表，要 2 名工作人员花 3 个工作日手工汇总。',
    }),
    built: translate({
      id: 'stories.legalAid.built',
      message:
        '生成申请登记、经济困难审查和指派律师三个程序，登记时按证件号提示重复申请；月度统计用 StatTable 按案件类型和区县分组小计，再由 Excel 转换模块按报送格式导出。',
    }),
    outcome: {
      value: translate({id: 'stories.legalAid.outcome.value', message: '30 分钟'}),
      label: translate({
        id: 'stories.legalAid.outcome.label',
        message: '编制月度统计报表的时间，此前为 3 个工作日',
      }),
    },
    programs: ['AID_INTAKE', 'AID_REVIEW', 'AID_ASSIGN'],
    edition: 'community',
  },
];
