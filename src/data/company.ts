import {translate} from '@docusaurus/Translate';
import {framework} from '@site/src/data/framework';

/**
 * The company page's facts: its values and its timeline. Release dates come from src/data/framework.ts,
 * which the release notes are checked against (tests/docs/doc-facts.test.ts).
 */

/** One of the company's values, as the company page lists them. */
export type Value = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
};

export const companyValues: readonly Value[] = [
  {
    id: 'ownership',
    title: translate({id: 'company.values.ownership.title', message: '代码归你所有'}),
    description: translate({
      id: 'company.values.ownership.description',
      message:
        '生成的是普通的 Spring Boot 和 React 源码，没有运行时黑盒，也没有授权校验。哪怕有一天不再使用 LexBoot，你的系统照样能维护下去。',
    }),
  },
  {
    id: 'evidence',
    title: translate({id: 'company.values.evidence.title', message: '像对待证据一样对待数据'}),
    description: translate({
      id: 'company.values.evidence.description',
      message:
        '法律行业的系统经不起「不知道是谁改的」。所以权限检查始终在后端进行，审计列由框架自动填写，系统操作记入审计日志，这些都是默认行为，而不是可选项。',
    }),
  },
  {
    id: 'examples',
    title: translate({id: 'company.values.examples.title', message: '先给例子，再讲道理'}),
    description: translate({
      id: 'company.values.examples.description',
      message:
        '文档里的代码只使用框架真正导出、生成器真正写出的类和方法，我们用自动检查核对，不符之处按缺陷修复；例子来自案件、合同、庭审这样的真实场景。一个功能如果讲不清楚怎么用，我们就认为它还没有做完。',
    }),
  },
];

export type Milestone = {
  readonly id: string;
  /** ISO date or year-month, as precise as we know it; shown as written. */
  readonly date: string;
  readonly title: string;
  readonly description: string;
};

export const timeline: readonly Milestone[] = [
  {
    id: 'founded',
    date: '2019',
    title: translate({id: 'company.timeline.founded.title', message: '律启科技在上海成立'}),
    description: translate({
      id: 'company.timeline.founded.description',
      message: '几位做过律师和法院信息化的工程师，开始为律所开发案件管理系统。',
    }),
  },
  {
    id: 'generator',
    date: '2020',
    title: translate({id: 'company.timeline.generator.title', message: '第一版代码生成器'}),
    description: translate({
      id: 'company.timeline.generator.description',
      message: '从表结构生成后端接口和列表页，只在内部项目中使用，一个新模块的开发时间从一周缩短到一天。',
    }),
  },
  {
    id: 'v2',
    date: '2022',
    title: translate({id: 'company.timeline.v2.title', message: 'LexBoot 2.0：后台外壳与核心组件'}),
    description: translate({
      id: 'company.timeline.v2.description',
      message: '多标签页工作区、程序 Store 和 DataGrid 等组件成形，我们的合同管理系统基于它交付。',
    }),
  },
  {
    id: 'v24',
    date: framework.previous.releasedOn,
    title: translate({id: 'company.timeline.v24.title', message: 'LexBoot 2.4'}),
    description: translate({
      id: 'company.timeline.v24.description',
      message: '新增 Excel 转换模块和审计日志接口。2.4 至今仍在我们自己的系统和客户项目中稳定运行。',
    }),
  },
  {
    id: 'open-source-plan',
    date: '2024-12',
    title: translate({id: 'company.timeline.openSourcePlan.title', message: '宣布开源计划'}),
    description: translate({
      id: 'company.timeline.openSourcePlan.description',
      message: '我们在第一篇博客中宣布：下一个大版本将以 Apache-2.0 协议开源社区版。',
    }),
  },
  {
    id: 'v3',
    date: framework.releasedOn,
    title: translate({id: 'company.timeline.v3.title', message: 'LexBoot 3.0 公开发布'}),
    description: translate({
      id: 'company.timeline.v3.description',
      message: '第一个公开版本：社区版以 Apache-2.0 协议开源，同时推出专业版和企业版。',
    }),
  },
];
