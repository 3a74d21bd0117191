import {translate} from '@docusaurus/Translate';
import {brand, mailtoHref} from '@site/src/data/brand';

/**
 * The three editions and their prices. Every page that states a price or a team size reads it
 * from here, so that a price change is a one-line change.
 */

export type EditionId = 'community' | 'professional' | 'enterprise';

export type EditionPrice =
  | {readonly kind: 'free'}
  /** A yearly licence for one team of at most `maxDevelopers` developers, in whole yuan. */
  | {readonly kind: 'perTeamYear'; readonly amountCny: number; readonly maxDevelopers: number}
  | {readonly kind: 'contactSales'};

export type Edition = {
  readonly id: EditionId;
  readonly name: string;
  /** One sentence: who the edition is for. */
  readonly audience: string;
  readonly price: EditionPrice;
  /** What the edition adds; the first entry of the paid editions says what it builds on. */
  readonly includes: readonly string[];
  readonly cta: {readonly label: string; readonly href: string};
  /** The edition the pricing page draws attention to. */
  readonly recommended: boolean;
};

export const professionalPrice = {
  kind: 'perTeamYear',
  amountCny: 39_800,
  maxDevelopers: 10,
} as const satisfies EditionPrice;

/** `39800` → `39,800`; written out rather than `Intl` so that server and browser render the same text. */
export function formatCny(amount: number): string {
  return `¥${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

export const editions: readonly Edition[] = [
  {
    id: 'community',
    name: translate({id: 'editions.community.name', message: '社区版'}),
    audience: translate({
      id: 'editions.community.audience',
      message: '个人开发者，以及想先在真实项目里试用框架的团队。',
    }),
    price: {kind: 'free'},
    includes: [
      translate({
        id: 'editions.community.includes.license',
        message: 'Apache-2.0 开源协议，可免费用于商业项目',
      }),
      translate({
        id: 'editions.community.includes.framework',
        message: '完整的框架：代码生成器、后台外壳、核心组件、系统接口',
      }),
      translate({
        id: 'editions.community.includes.modules',
        message: '用户模块和 Excel 转换模块',
      }),
      translate({
        id: 'editions.community.includes.support',
        message: '通过 GitHub Issues 获得社区支持',
      }),
    ],
    cta: {
      label: translate({id: 'editions.community.cta', message: '快速开始'}),
      href: '/docs/quick-start-guide',
    },
    recommended: false,
  },
  {
    id: 'professional',
    name: translate({id: 'editions.professional.name', message: '专业版'}),
    audience: translate({
      id: 'editions.professional.audience',
      message: '用 LexBoot 交付业务系统、需要有人对问题负责的开发团队。',
    }),
    price: professionalPrice,
    includes: [
      translate({
        id: 'editions.professional.includes.base',
        message: '社区版的全部内容',
      }),
      translate({
        id: 'editions.professional.includes.tickets',
        message: '工单支持，1 个工作日内答复',
      }),
      translate({
        id: 'editions.professional.includes.upgrade',
        message: '大版本升级指导，以及对你改过的生成代码的迁移检查',
      }),
      translate({
        id: 'editions.professional.includes.training',
        message: '每年 2 次在线培训，每次半天',
      }),
      translate({
        id: 'editions.professional.includes.invoice',
        message: '正式的商业合同和增值税专用发票',
      }),
    ],
    cta: {
      label: translate({id: 'editions.professional.cta', message: '写邮件购买'}),
      href: mailtoHref(
        brand.contact.salesEmail,
        translate({
          id: 'editions.professional.mailSubject',
          message: 'LexBoot 专业版购买咨询',
          description: 'Subject line of the e-mail the Professional edition button opens',
        }),
      ),
    },
    recommended: true,
  },
  {
    id: 'enterprise',
    name: translate({id: 'editions.enterprise.name', message: '企业版'}),
    audience: translate({
      id: 'editions.enterprise.audience',
      message: '多个团队共用一套框架、对响应时间和交付有合同要求的组织。',
    }),
    price: {kind: 'contactSales'},
    includes: [
      translate({
        id: 'editions.enterprise.includes.base',
        message: '专业版的全部内容，开发者人数不限',
      }),
      translate({
        id: 'editions.enterprise.includes.sla',
        message: '写入合同的服务等级：严重问题 4 小时内响应',
      }),
      translate({
        id: 'editions.enterprise.includes.advisor',
        message: '专属技术顾问，参与架构评审和代码评审',
      }),
      translate({
        id: 'editions.enterprise.includes.onsite',
        message: '现场培训，以及为你的业务定制页面模板',
      }),
    ],
    cta: {
      label: translate({id: 'editions.enterprise.cta', message: '联系销售'}),
      href: '/get-in-touch',
    },
    recommended: false,
  },
];

/** One cell of the comparison table: included, not included, or a short text. */
export type ComparisonValue = boolean | string;

export type ComparisonRow = {
  readonly id: string;
  readonly feature: string;
  readonly values: Readonly<Record<EditionId, ComparisonValue>>;
};

/** The pricing page's comparison table, row by row; the columns are `editions`, in order. */
export const comparisonRows: readonly ComparisonRow[] = [
  {
    id: 'framework',
    feature: translate({id: 'comparison.framework', message: '代码生成器、后台外壳、核心组件、系统接口'}),
    values: {community: true, professional: true, enterprise: true},
  },
  {
    id: 'modules',
    feature: translate({id: 'comparison.modules', message: '用户模块和 Excel 转换模块'}),
    values: {community: true, professional: true, enterprise: true},
  },
  {
    id: 'developers',
    feature: translate({id: 'comparison.developers', message: '开发者人数'}),
    values: {
      community: translate({id: 'comparison.developers.unlimited', message: '不限'}),
      professional: translate(
        {id: 'comparison.developers.team', message: '每个授权最多 {count} 人', description: '{count} developers per licence'},
        {count: professionalPrice.maxDevelopers},
      ),
      enterprise: translate({id: 'comparison.developers.unlimited', message: '不限'}),
    },
  },
  {
    id: 'support',
    feature: translate({id: 'comparison.support', message: '技术支持'}),
    values: {
      community: translate({id: 'comparison.support.community', message: 'GitHub Issues 社区支持'}),
      professional: translate({id: 'comparison.support.professional', message: '工单，1 个工作日内答复'}),
      enterprise: translate({id: 'comparison.support.enterprise', message: '严重问题 4 小时内响应，写入合同'}),
    },
  },
  {
    id: 'upgrade',
    feature: translate({id: 'comparison.upgrade', message: '大版本升级指导和改过的生成代码的迁移检查'}),
    values: {community: false, professional: true, enterprise: true},
  },
  {
    id: 'training',
    feature: translate({id: 'comparison.training', message: '培训'}),
    values: {
      community: false,
      professional: translate({id: 'comparison.training.professional', message: '每年 2 次在线培训'}),
      enterprise: translate({id: 'comparison.training.enterprise', message: '在线培训和现场培训'}),
    },
  },
  {
    id: 'advisor',
    feature: translate({id: 'comparison.advisor', message: '专属技术顾问、架构与代码评审'}),
    values: {community: false, professional: false, enterprise: true},
  },
  {
    id: 'templates',
    feature: translate({id: 'comparison.templates', message: '为你的业务定制页面模板'}),
    values: {community: false, professional: false, enterprise: true},
  },
  {
    id: 'contract',
    feature: translate({id: 'comparison.contract', message: '商业合同和增值税专用发票'}),
    values: {community: false, professional: true, enterprise: true},
  },
];
