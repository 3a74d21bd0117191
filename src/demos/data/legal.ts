/**
 * Sample data of the live demos: cases of a law firm, generated from a fixed seed so that every build,
 * server render and browser shows the same rows, in the page's language.
 */
import type {Dicts} from '@lexboot/core';

export type DemoLocale = 'zh-CN' | 'en';

export interface CaseRow {
  id: number;
  caseNo: string;
  title: string;
  caseType: string;
  status: string;
  court: string;
  filedOn: string;
  claimAmount: number;
  urgent: boolean;
}

/** mulberry32: a small, fast generator whose sequence depends only on the seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const DICTS: Record<DemoLocale, Dicts> = {
  'zh-CN': {
    CASE_TYPE: [
      {value: 'CIVIL', label: '民事'},
      {value: 'COMMERCIAL', label: '商事'},
      {value: 'LABOR', label: '劳动争议'},
      {value: 'IP', label: '知识产权'},
      {value: 'ADMIN', label: '行政'},
    ],
    CASE_STATUS: [
      {value: 'FILED', label: '已立案'},
      {value: 'HEARING', label: '审理中'},
      {value: 'MEDIATION', label: '调解中'},
      {value: 'JUDGED', label: '已判决'},
      {value: 'CLOSED', label: '已结案'},
    ],
  },
  en: {
    CASE_TYPE: [
      {value: 'CIVIL', label: 'Civil'},
      {value: 'COMMERCIAL', label: 'Commercial'},
      {value: 'LABOR', label: 'Labour dispute'},
      {value: 'IP', label: 'Intellectual property'},
      {value: 'ADMIN', label: 'Administrative'},
    ],
    CASE_STATUS: [
      {value: 'FILED', label: 'Filed'},
      {value: 'HEARING', label: 'In hearing'},
      {value: 'MEDIATION', label: 'In mediation'},
      {value: 'JUDGED', label: 'Judged'},
      {value: 'CLOSED', label: 'Closed'},
    ],
  },
};

const PARTIES = {
  'zh-CN': ['华信科技', '东岳建设', '明德物流', '青禾食品', '远航船务', '金石投资', '嘉禾医疗', '蓝海传媒', '恒通电力', '云帆软件'],
  en: [
    'Huaxin Tech',
    'Dongyue Construction',
    'Mingde Logistics',
    'Qinghe Foods',
    'Yuanhang Shipping',
    'Jinshi Capital',
    'Jiahe Medical',
    'Lanhai Media',
    'Hengtong Power',
    'Yunfan Software',
  ],
};

const MATTERS: Record<DemoLocale, Record<string, string[]>> = {
  'zh-CN': {
    CIVIL: ['房屋租赁合同纠纷', '民间借贷纠纷', '物业服务合同纠纷'],
    COMMERCIAL: ['买卖合同纠纷', '股权转让纠纷', '建设工程施工合同纠纷'],
    LABOR: ['劳动合同解除争议', '加班费争议', '竞业限制纠纷'],
    IP: ['商标侵权纠纷', '计算机软件著作权纠纷', '不正当竞争纠纷'],
    ADMIN: ['行政处罚复议', '政府信息公开诉讼', '行政许可诉讼'],
  },
  en: {
    CIVIL: ['lease dispute', 'private loan dispute', 'property service dispute'],
    COMMERCIAL: ['sales contract dispute', 'equity transfer dispute', 'construction contract dispute'],
    LABOR: ['wrongful termination claim', 'overtime pay claim', 'non-compete dispute'],
    IP: ['trademark infringement', 'software copyright dispute', 'unfair competition claim'],
    ADMIN: ['administrative penalty review', 'information disclosure suit', 'licensing suit'],
  },
};

/** The courts, each with the code it gives its case numbers (沪0115 is Shanghai Pudong, 粤73 the Guangzhou IP court). */
const COURT_CODES = [
  {zh: '沪0115', en: 'Hu 0115'},
  {zh: '京0105', en: 'Jing 0105'},
  {zh: '粤0305', en: 'Yue 0305'},
  {zh: '浙0106', en: 'Zhe 0106'},
  {zh: '粤73', en: 'Yue 73'},
] as const;

const COURTS = {
  'zh-CN': ['上海市浦东新区人民法院', '北京市朝阳区人民法院', '深圳市南山区人民法院', '杭州市西湖区人民法院', '广州知识产权法院'],
  en: [
    'Shanghai Pudong People’s Court',
    'Beijing Chaoyang People’s Court',
    'Shenzhen Nanshan People’s Court',
    'Hangzhou Xihu People’s Court',
    'Guangzhou IP Court',
  ],
};

/** The court's docket code in a case number: 民初 (civil, first instance), 知民初 (IP), 行初 (administrative). */
const DOCKET: Record<DemoLocale, Record<string, string>> = {
  'zh-CN': {CIVIL: '民初', COMMERCIAL: '民初', LABOR: '民初', IP: '知民初', ADMIN: '行初'},
  en: {CIVIL: 'Min Chu', COMMERCIAL: 'Min Chu', LABOR: 'Min Chu', IP: 'Zhi Min Chu', ADMIN: 'Xing Chu'},
};

/** `count` cases, the same for the same count and locale. */
export function makeCases(count: number, locale: DemoLocale, seed = 2025): CaseRow[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const types = Object.keys(MATTERS[locale]);
  const statuses = DICTS[locale].CASE_STATUS!.map((item) => String(item.value));
  const rows: CaseRow[] = [];
  for (let index = 0; index < count; index += 1) {
    const caseType = pick(types);
    const parties = PARTIES[locale];
    const plaintiffIndex = Math.floor(random() * parties.length);
    // Never a party against itself: the defendant is one of the others.
    const defendantIndex = (plaintiffIndex + 1 + Math.floor(random() * (parties.length - 1))) % parties.length;
    const [plaintiff, defendant] = [parties[plaintiffIndex]!, parties[defendantIndex]!];
    const matter = pick(MATTERS[locale][caseType]!);
    const year = 2023 + Math.floor(random() * 3);
    const filed = new Date(Date.UTC(year, Math.floor(random() * 12), 1 + Math.floor(random() * 28)));
    const number = 1000 + Math.floor(random() * 9000);
    const status = pick(statuses);
    const courtIndex = Math.floor(random() * COURTS[locale].length);
    const code = COURT_CODES[courtIndex]!;
    rows.push({
      id: index + 1,
      caseNo:
        locale === 'en'
          ? `(${year}) ${code.en} ${DOCKET.en[caseType]} No. ${number}`
          : `（${year}）${code.zh}${DOCKET['zh-CN'][caseType]}${number}号`,
      title: locale === 'en' ? `${plaintiff} v. ${defendant}, ${matter}` : `${plaintiff}诉${defendant}${matter}`,
      caseType,
      status,
      court: COURTS[locale][courtIndex]!,
      filedOn: filed.toISOString().slice(0, 10),
      claimAmount: Math.round(random() * 50_000) * 100,
      urgent: random() < 0.2,
    });
  }
  return rows;
}
