/**
 * The values the runner's in-browser back end (./backend.ts) seeds a table with: records that read as
 * real ones for what each column means (its name, its comment, the labels the generator drafted, the
 * table's name and comment), in the page's language: case numbers as a court writes them, people's and
 * companies' names, mobile numbers, e-mail addresses on example domains, amounts within the column's
 * precision, dates in a plausible range, addresses, codes, remarks. Never a column's label with a number
 * after it. Deterministic: row `i` of a table gets the same values on every run (the tests read them).
 */
import {words, type Field, type Plan} from '@lexboot/codegen';

export type Locale = 'zh-CN' | 'en';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The item `i` of a list, cycling. */
const at = <T>(list: readonly T[], i: number): T => list[((i % list.length) + list.length) % list.length]!;

// People: row `i` is one person across its columns (name, login, e-mail), and no two of 24 rows share one.
const SURNAMES = [
  '张',
  '王',
  '李',
  '赵',
  '陈',
  '刘',
  '杨',
  '黄',
  '周',
  '吴',
  '徐',
  '孙',
  '胡',
  '朱',
  '高',
  '林',
  '何',
  '郭',
  '马',
  '罗',
  '梁',
  '宋',
  '郑',
  '谢',
];
const SURNAMES_PINYIN = [
  'zhang',
  'wang',
  'li',
  'zhao',
  'chen',
  'liu',
  'yang',
  'huang',
  'zhou',
  'wu',
  'xu',
  'sun',
  'hu',
  'zhu',
  'gao',
  'lin',
  'he',
  'guo',
  'ma',
  'luo',
  'liang',
  'song',
  'zheng',
  'xie',
];
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '丽',
  '强',
  '磊',
  '洋',
  '艳',
  '勇',
  '军',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀英',
  '霞',
  '平',
  '刚',
  '桂英',
  '晨',
  '浩',
];
const GIVEN_PINYIN = [
  'wei',
  'fang',
  'na',
  'min',
  'jing',
  'li',
  'qiang',
  'lei',
  'yang',
  'yan',
  'yong',
  'jun',
  'jie',
  'juan',
  'tao',
  'ming',
  'chao',
  'xiuying',
  'xia',
  'ping',
  'gang',
  'guiying',
  'chen',
  'hao',
];
const FIRST_NAMES = [
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Ava',
  'James',
  'Sophia',
  'Lucas',
  'Mia',
  'Ethan',
  'Grace',
  'Henry',
  'Chloe',
  'Jack',
  'Ella',
  'Daniel',
  'Lily',
  'Samuel',
  'Zoe',
  'Owen',
  'Ruby',
  'Leo',
  'Alice',
  'Adam',
];
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Brown',
  'Taylor',
  'Wilson',
  'Davies',
  'Evans',
  'Clarke',
  'Walker',
  'Wright',
  'Hughes',
  'Green',
  'Hall',
  'Wood',
  'Turner',
  'Harris',
  'Martin',
  'Cooper',
  'King',
  'Baker',
  'Lewis',
  'Parker',
  'Moore',
  'Reed',
];

/** The person of row `i`, and of another role in the same row (`role` > 0: the other party). */
function person(i: number, role = 0) {
  const s = i + role * 11;
  const g = i * 5 + 3 + role * 7;
  return {
    zh: at(SURNAMES, s) + at(GIVEN, g),
    login: at(SURNAMES_PINYIN, s) + at(GIVEN_PINYIN, g),
    first: at(FIRST_NAMES, g),
    last: at(LAST_NAMES, s),
  };
}

const COMPANIES_ZH = [
  '上海明德科技有限公司',
  '深圳前海远航贸易有限公司',
  '杭州云栖网络科技有限公司',
  '广州南方建设工程有限公司',
  '成都天府医药有限公司',
  '南京金陵物流有限公司',
  '武汉光谷新能源有限公司',
  '天津滨海航运有限公司',
  '重庆山城食品有限公司',
  '西安丝路文化传媒有限公司',
  '青岛海润置业有限公司',
  '厦门鹭岛进出口有限公司',
  '宁波港城供应链有限公司',
  '合肥科创电子有限公司',
  '长沙湘江教育咨询有限公司',
  '郑州中原农业发展有限公司',
  '济南泉城机械有限公司',
  '昆明滇池旅游开发有限公司',
  '大连海星水产有限公司',
  '无锡太湖纺织有限公司',
  '福州闽江家具有限公司',
  '沈阳北方重工有限公司',
  '苏州恒达精密制造有限公司',
  '北京华信投资管理有限公司',
];
const COMPANIES_EN = [
  'Northwind Traders Ltd.',
  'Contoso Pharmaceuticals',
  'Fabrikam Logistics',
  'Tailspin Toys Inc.',
  'Litware Software',
  'Adventure Works Cycles',
  'Proseware Systems',
  'Wide World Importers',
  'Blue Yonder Airlines',
  'Coho Winery',
  'Alpine Ski House',
  'Fourth Coffee',
  'Lucerne Publishing',
  'Wingtip Toys',
  'Humongous Insurance',
  'Trey Research',
  'Woodgrove Bank',
  'Southridge Video',
  'City Power & Light',
  'Relecloud Ltd.',
  'VanArsdel Ltd.',
  'Graphic Design Institute',
  'Margie’s Travel',
  'Bellows College',
];

const CAUSES_ZH = [
  '买卖合同纠纷',
  '劳动争议',
  '民间借贷纠纷',
  '房屋租赁合同纠纷',
  '建设工程施工合同纠纷',
  '侵害商标权纠纷',
  '股权转让纠纷',
  '机动车交通事故责任纠纷',
  '金融借款合同纠纷',
  '服务合同纠纷',
  '物业服务合同纠纷',
  '承揽合同纠纷',
];
const CAUSES_EN = [
  'breach of contract',
  'employment dispute',
  'loan dispute',
  'lease dispute',
  'construction contract dispute',
  'trademark infringement',
  'share transfer dispute',
  'road traffic accident',
  'bank loan dispute',
  'service contract dispute',
  'property management dispute',
  'work contract dispute',
];
const COURTS = ['沪0101', '京0105', '粤0304', '浙0106', '苏0102', '川0107'];
const CASE_KINDS = ['民初', '民初', '民初', '民终', '执', '商初'];
const CONTRACTS_ZH = [
  '常年法律顾问合同',
  '房屋租赁合同',
  '设备采购合同',
  '软件开发服务合同',
  '委托代理合同',
  '技术服务合同',
  '劳动合同',
  '保密协议',
  '股权转让协议',
  '物业服务合同',
  '建设工程施工合同',
  '货物运输合同',
];
const CONTRACTS_EN = [
  'Retainer agreement',
  'Office lease',
  'Equipment purchase agreement',
  'Software development agreement',
  'Engagement letter',
  'Technical services agreement',
  'Employment contract',
  'Non-disclosure agreement',
  'Share purchase agreement',
  'Property management agreement',
  'Construction contract',
  'Freight agreement',
];
const TITLES_ZH = [
  '年度法律顾问服务',
  '季度财务审计',
  '新员工入职培训',
  '办公场地续租',
  '客户回访计划',
  '信息系统升级',
  '知识产权尽职调查',
  '供应商年度评估',
  '数据合规自查',
  '品牌推广活动',
  '年度预算编制',
  '档案数字化整理',
];
const TITLES_EN = [
  'Annual legal retainer',
  'Quarterly audit',
  'New starter training',
  'Office lease renewal',
  'Client follow-up plan',
  'System upgrade',
  'IP due diligence',
  'Supplier review',
  'Data protection check',
  'Brand campaign',
  'Annual budget',
  'Records digitisation',
];
const REMARKS_ZH = [
  '已与当事人电话沟通，材料下周补齐。',
  '对方已提交答辩状，待质证。',
  '客户要求加快进度。',
  '证据材料已整理归档。',
  '等待法院排期。',
  '合同条款已复核，无异议。',
  '已发送律师函。',
  '费用已结清。',
  '需补充营业执照复印件。',
  '已安排下周三会面。',
  '按约定分两期付款。',
  '无',
];
const REMARKS_EN = [
  'Called the client; documents due next week.',
  'The other side has filed its defence.',
  'The client asked us to speed things up.',
  'Evidence filed and indexed.',
  'Waiting for a hearing date.',
  'Terms reviewed, no objections.',
  'Letter before action sent.',
  'Fees paid in full.',
  'Certificate of incorporation still missing.',
  'Meeting booked for next Wednesday.',
  'Payment in two instalments, as agreed.',
  'None',
];
const ADDRESSES_ZH = [
  '上海市黄浦区南京东路 288 号',
  '北京市朝阳区建国路 88 号',
  '广州市天河区天河路 385 号',
  '深圳市南山区科技园南区 12 栋',
  '杭州市西湖区文三路 90 号',
  '南京市鼓楼区中山路 18 号',
  '成都市武侯区人民南路四段 27 号',
  '武汉市江汉区解放大道 690 号',
  '西安市雁塔区长安南路 166 号',
  '苏州市工业园区星湖街 328 号',
  '天津市和平区南京路 219 号',
  '重庆市渝中区解放碑路 75 号',
];
const ADDRESSES_EN = [
  '12 Market Street, Springfield',
  '48 Oak Avenue, Riverside',
  '7 Harbour Road, Bayview',
  '220 King Street, Fairview',
  '15 Mill Lane, Kingsbridge',
  '93 Elm Drive, Lakewood',
  '4 Station Road, Ashford',
  '61 Queen’s Walk, Newport',
  '305 Cedar Court, Greenville',
  '18 Bridge Street, Milton',
  '77 Park Row, Westfield',
  '2 Church Lane, Oakham',
];
const CITIES_ZH = ['上海', '北京', '广州', '深圳', '杭州', '南京', '成都', '武汉', '西安', '苏州', '天津', '重庆'];
const CITIES_EN = [
  'Springfield',
  'Riverside',
  'Bayview',
  'Fairview',
  'Kingsbridge',
  'Lakewood',
  'Ashford',
  'Newport',
  'Greenville',
  'Milton',
  'Westfield',
  'Oakham',
];
const POSTCODES_ZH = [
  '200001',
  '100020',
  '510620',
  '518057',
  '310012',
  '210008',
  '610041',
  '430022',
  '710061',
  '215021',
  '300041',
  '400010',
];
const POSTCODES_EN = ['02139', '10001', '60601', '94105', '98101', '73301', '30301', '80202', '19103', '33101', '48201', '55401'];
const DEPARTMENTS_ZH = [
  '总经办',
  '人事部',
  '财务部',
  '市场部',
  '研发部',
  '法务部',
  '运营部',
  '客服部',
  '采购部',
  '行政部',
  '质量部',
  '信息部',
];
const DEPARTMENTS_EN = [
  'Executive Office',
  'People',
  'Finance',
  'Marketing',
  'Engineering',
  'Legal',
  'Operations',
  'Customer Service',
  'Purchasing',
  'Administration',
  'Quality',
  'IT',
];
const ROLES_ZH = [
  '超级管理员',
  '普通用户',
  '审计员',
  '财务专员',
  '律师助理',
  '部门主管',
  '合伙人',
  '访客',
  '运营专员',
  '客服专员',
  '数据分析员',
  '系统维护员',
];
const ROLES_EN = [
  'Administrator',
  'User',
  'Auditor',
  'Finance officer',
  'Paralegal',
  'Team lead',
  'Partner',
  'Guest',
  'Operations',
  'Support agent',
  'Analyst',
  'Maintainer',
];
const POSTS_ZH = [
  '董事长',
  '项目经理',
  '人力资源专员',
  '普通员工',
  '法务主管',
  '会计',
  '销售代表',
  '前台',
  '架构师',
  '测试工程师',
  '产品经理',
  '行政助理',
];
const POSTS_EN = [
  'Chair',
  'Project manager',
  'HR officer',
  'Staff',
  'Head of legal',
  'Accountant',
  'Sales representative',
  'Receptionist',
  'Architect',
  'Test engineer',
  'Product manager',
  'Office assistant',
];
const PRODUCTS_ZH = [
  '无线鼠标',
  '机械键盘',
  '27 英寸显示器',
  '办公椅',
  '激光打印机',
  'A4 复印纸',
  '移动硬盘',
  '会议平板',
  '台灯',
  '文件柜',
  '投影仪',
  '降噪耳机',
];
const PRODUCTS_EN = [
  'Wireless mouse',
  'Mechanical keyboard',
  '27-inch monitor',
  'Office chair',
  'Laser printer',
  'A4 paper',
  'Portable drive',
  'Meeting display',
  'Desk lamp',
  'Filing cabinet',
  'Projector',
  'Headset',
];
const CATEGORIES_ZH = ['办公用品', '电子产品', '图书资料', '家具', '耗材', '软件服务', '差旅', '培训', '咨询', '维修', '通讯', '其他'];
const CATEGORIES_EN = [
  'Office supplies',
  'Electronics',
  'Books',
  'Furniture',
  'Consumables',
  'Software',
  'Travel',
  'Training',
  'Consulting',
  'Repairs',
  'Telecoms',
  'Other',
];
const MENUS_ZH = [
  '系统管理',
  '用户管理',
  '角色管理',
  '菜单管理',
  '部门管理',
  '岗位管理',
  '字典管理',
  '参数设置',
  '通知公告',
  '操作日志',
  '登录日志',
  '在线用户',
];
const MENUS_EN = [
  'System',
  'Users',
  'Roles',
  'Menus',
  'Departments',
  'Posts',
  'Dictionaries',
  'Settings',
  'Notices',
  'Audit log',
  'Sign-in log',
  'Online users',
];
const WORDS_ZH = ['常规', '重点', '加急', '标准', '长期', '临时', '年度', '季度', '专项', '综合', '基础', '高级'];
const WORDS_EN = [
  'Standard',
  'Priority',
  'Urgent',
  'Regular',
  'Long-term',
  'Temporary',
  'Annual',
  'Quarterly',
  'Special',
  'General',
  'Basic',
  'Advanced',
];
const ID_REGIONS = ['310101', '110105', '440304', '330106', '320102', '510107'];

/** A mainland ID card number (18 digits, the last a valid check digit) for a fictional birth date and sequence. */
function idCard(i: number): string {
  const body = `${at(ID_REGIONS, i)}${1970 + ((i * 7) % 30)}${pad(1 + (i % 12))}${pad(1 + ((i * 3) % 28))}${pad(10 + ((i * 37) % 90))}${i % 10}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((total, digit, k) => total + Number(digit) * weights[k]!, 0);
  return body + '10X98765432'[sum % 11]!;
}

/** A day `offset` days after 2024-01-01, as `YYYY-MM-DD`. */
function dayAfter(start: number, offset: number): string {
  return new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
}
const FROM_2024 = Date.UTC(2024, 0, 1);
const FROM_1965 = Date.UTC(1965, 0, 1);

/** What a text, date or number column holds, as its name, comment and labels say. */
export type Meaning =
  | 'caseNo'
  | 'caseTitle'
  | 'contractTitle'
  | 'title'
  | 'idCard'
  | 'phone'
  | 'email'
  | 'ip'
  | 'url'
  | 'address'
  | 'city'
  | 'postcode'
  | 'company'
  | 'login'
  | 'firstName'
  | 'lastName'
  | 'person'
  | 'department'
  | 'role'
  | 'post'
  | 'product'
  | 'category'
  | 'menu'
  | 'remark'
  | 'code'
  | 'name'
  | 'amount'
  | 'age'
  | 'quantity'
  | 'order'
  | 'year'
  | 'percent'
  | 'birth'
  | 'later'
  | 'other';

/** The words a column is known by, lower case: its name's, its labels', its comment's. */
const textOf = (f: Field) =>
  [words(f.column.name).join(' '), f.column.name.toLowerCase(), f.label.en.toLowerCase(), f.label.zh, f.column.comment ?? ''].join(' | ');
/** What the table is about, from its name and labels. */
export const topicOf = (plan: Plan) =>
  [words(plan.table.name).join(' '), plan.label.en.toLowerCase(), plan.label.zh, plan.table.comment ?? ''].join(' | ');

const IS_CASE = /案件|诉讼|\bcases?\b|litigation|lawsuit|matter/;
const IS_CONTRACT = /合同|协议|contract|agreement/;

/** What a column means, for the values it is seeded with. */
export function meaningOf(f: Field, topic: string): Meaning {
  const text = textOf(f);
  const has = (pattern: RegExp) => pattern.test(text);
  const kind = f.mapping.cell;
  if (kind === 'date' || kind === 'datetime') {
    if (has(/birth|出生|生日/)) return 'birth';
    if (has(/\b(end|due|expire[sd]?|expiry|deadline|until|to)\b|截止|到期|结束|失效/)) return 'later';
    return 'other';
  }
  if (kind === 'number') {
    if (has(/amount|price|fee|cost|money|salary|balance|total|payment|pay|金额|费|价|薪|余额|标的|总额|收入|支出/)) return 'amount';
    if (has(/\bage\b|年龄/)) return 'age';
    if (has(/\b(sort|seq|sequence|order num|rank|position)\b|排序|顺序|序号/)) return 'order';
    if (has(/\byear\b|年份|年度/)) return 'year';
    if (has(/percent|rate|ratio|discount|比例|比率|率|折扣/)) return 'percent';
    if (has(/count|qty|quantity|stock|num\b|number of|数量|库存|次数|人数|件数/)) return 'quantity';
    return 'other';
  }
  if (has(/案号|case\s*(no|number|num|code)\b/)) return 'caseNo';
  if (has(/身份证|id\s*card/)) return 'idCard';
  if (has(/手机|电话|联系方式|传真|phone|mobile|\btel\b|telephone|\bfax\b/)) return 'phone';
  if (has(/邮箱|e-?mail|\bmail\b/)) return 'email';
  if (has(/\bip\b|\bip 地址|\bip address/)) return 'ip';
  if (has(/\burl\b|link|链接|网址|头像|avatar|图片|image|\bimg\b|\bpic\b|\bicon\b|图标|\bpath\b|路径|\bfile\b|附件|logo/)) return 'url';
  if (has(/邮编|邮政编码|postal|post code|zip/)) return 'postcode';
  if (has(/地址|住址|address|\baddr\b|所在地|location/)) return 'address';
  if (has(/城市|\bcity\b|省份|province|region|地区/)) return 'city';
  if (has(/公司|企业|单位|机构|供应商|厂商|客户名称|company|enterprise|organi[sz]ation|supplier|vendor|manufacturer|\bfirm\b/))
    return 'company';
  if (has(/\bfirst name\b|^名$/)) return 'firstName';
  if (has(/\blast name\b|surname|^姓$/)) return 'lastName';
  if (
    has(
      /昵称|nick|real name|full name|真实姓名|姓名|联系人|负责人|当事人|律师|法官|经办人|申请人|原告|被告|作者|操作人|审批人|contact|owner|lawyer|judge|author|operator|approver|\bperson\b/,
    )
  )
    return 'person';
  if (has(/账号|帐号|登录名|用户名|login|user\s*name|username|account/)) return 'login';
  if (has(/案件名称|案由|case (title|name)/) || (IS_CASE.test(topic) && has(/标题|名称|\btitle\b|\bname\b|subject/))) return 'caseTitle';
  if (IS_CONTRACT.test(topic) && has(/标题|名称|\btitle\b|\bname\b|subject/)) return 'contractTitle';
  if (has(/备注|说明|描述|内容|意见|原因|摘要|详情|remark|note|comment|description|\bdesc\b|content|memo|reason|summary|detail|message/))
    return 'remark';
  if (has(/部门|\bdept\b|department/) && has(/名称|name/)) return 'department';
  if (has(/角色|\brole\b/) && has(/名称|name/)) return 'role';
  if (has(/岗位|职位|职务|\bpost\b|position|job title/)) return 'post';
  if (has(/菜单|\bmenu\b/) && has(/名称|name/)) return 'menu';
  if (has(/编号|编码|单号|流水号|代码|\bcode\b|\bno\b|\bsn\b|serial|number|\bkey\b/)) return 'code';
  if (has(/标题|主题|\btitle\b|subject/)) return 'title';
  if (has(/名称|\bname\b/)) {
    if (/部门|\bdept\b|department/.test(topic)) return 'department';
    if (/角色|\brole\b/.test(topic)) return 'role';
    if (/岗位|\bpost\b|position/.test(topic)) return 'post';
    if (/菜单|\bmenu\b/.test(topic)) return 'menu';
    if (/商品|产品|货品|物料|\bgoods\b|product|\bitem\b|\bsku\b/.test(topic)) return 'product';
    if (/分类|类别|category/.test(topic)) return 'category';
    if (/用户|员工|人员|会员|客户|\buser\b|employee|staff|member|customer|person|actor/.test(topic)) return 'person';
    if (/公司|企业|供应商|company|supplier|vendor/.test(topic)) return 'company';
    return 'name';
  }
  if (has(/分类|类别|category/)) return 'category';
  return 'other';
}

/** The letters a code of this table starts with: a contract's `HT`/`CT`, an order's `DD`/`SO`, else the table's initials. */
function prefixOf(f: Field, topic: string, locale: Locale): string {
  const text = `${textOf(f)} | ${topic}`;
  const choose = (zh: string, en: string) => (locale === 'en' ? en : zh);
  if (IS_CONTRACT.test(text)) return choose('HT', 'CT');
  if (/订单|\border\b/.test(text)) return choose('DD', 'SO');
  if (/发票|invoice/.test(text)) return choose('FP', 'INV');
  if (/账单|bill/.test(text)) return choose('ZD', 'BL');
  const initials = topic
    .split('|')[0]!
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
    .slice(0, 3);
  return initials || 'NO';
}

/** A value made to fit a column of `max` characters; a list's other entries are tried before one is cut. */
function fitting(pick: (k: number) => string, max: number | undefined): string {
  if (max === undefined) return pick(0);
  for (let k = 0; k < 12; k++) {
    const value = pick(k);
    if (value.length <= max) return value;
  }
  return pick(0).slice(0, max);
}

/** A text value for row `i` of a field of this meaning, at most `max` characters. */
export function textValue(meaning: Meaning, f: Field, i: number, locale: Locale, topic: string): string {
  const en = locale === 'en';
  const max = f.column.length;
  const p = person(i);
  const list = (zh: readonly string[], english: readonly string[]) => fitting((k) => at(en ? english : zh, i + k), max);
  const year = 2025 - (i % 3);
  switch (meaning) {
    case 'caseNo': {
      const n = 1000 + ((i * 379) % 9000);
      const value = en ? `${year}-CV-${pad(n, 5)}` : `(${year})${at(COURTS, i)}${at(CASE_KINDS, i)}${n}号`;
      return fitting(() => value, max);
    }
    case 'caseTitle': {
      const other = en ? at(COMPANIES_EN, i * 5 + 2) : at(COMPANIES_ZH, i * 5 + 2);
      return fitting(
        (k) =>
          en
            ? ([`${p.last} v. ${other} (${at(CAUSES_EN, i)})`, `${p.last} v. ${other}`, `${p.last} v. ${person(i, 1).last}`][k] ??
              `${p.last} v. ${person(i, 1).last}`)
            : ([`${p.zh}诉${other}${at(CAUSES_ZH, i)}`, `${p.zh}诉${person(i, 1).zh}${at(CAUSES_ZH, i)}`, `${p.zh}诉${person(i, 1).zh}`][
                k
              ] ?? at(CAUSES_ZH, i)),
        max,
      );
    }
    case 'contractTitle':
      return list(CONTRACTS_ZH, CONTRACTS_EN);
    case 'title':
      return list(TITLES_ZH, TITLES_EN);
    case 'idCard':
      return fitting(() => (en ? `P${pad(4_310_000 + i * 7919, 8)}` : idCard(i)), max);
    case 'phone': {
      if (en) return fitting((k) => [`(212) 555-01${pad(i % 100)}`, `555-01${pad(i % 100)}`][k] ?? `55501${pad(i % 100)}`, max);
      const prefixes = ['138', '139', '136', '158', '186', '188', '135', '177', '150', '189', '137', '159'];
      return fitting(() => `${at(prefixes, i)}${pad((2468 + i * 7127) % 10_000, 4)}${pad((1357 + i * 3571) % 10_000, 4)}`, max);
    }
    case 'email':
      return fitting(
        (k) =>
          [
            en ? `${p.first}.${p.last}@example.com`.toLowerCase() : `${p.login}@example.cn`,
            en ? `${p.first.charAt(0)}${p.last}@example.com`.toLowerCase() : `${p.login.slice(0, 6)}@example.cn`,
          ][k] ?? `u${i + 1}@example.cn`,
        max,
      );
    case 'ip':
      return fitting(() => `192.168.${1 + (i % 20)}.${10 + ((i * 37) % 240)}`, max);
    case 'url': {
      const file = en ? `${p.first}-${p.last}`.toLowerCase() : p.login;
      return fitting(
        (k) => [`https://www.example.com/files/2025/${pad(1 + (i % 12))}/${file}.png`, `/files/${file}.png`][k] ?? `/${i + 1}`,
        max,
      );
    }
    case 'address':
      return list(ADDRESSES_ZH, ADDRESSES_EN);
    case 'city':
      return list(CITIES_ZH, CITIES_EN);
    case 'postcode':
      return list(POSTCODES_ZH, POSTCODES_EN);
    case 'company':
      return list(COMPANIES_ZH, COMPANIES_EN);
    case 'login':
      return fitting(
        (k) =>
          [en ? `${p.first}.${p.last}`.toLowerCase() : p.login, en ? p.first.toLowerCase() : p.login.slice(0, 8)][k] ?? p.login.slice(0, 4),
        max,
      );
    case 'firstName':
      return fitting(() => (en ? p.first : at(GIVEN, i * 5 + 3)), max);
    case 'lastName':
      return fitting(() => (en ? p.last : at(SURNAMES, i)), max);
    case 'person':
      return fitting((k) => (en ? [`${p.first} ${p.last}`, p.first][k] : [p.zh][k]) ?? p.last.slice(0, max), max);
    case 'department':
      return list(DEPARTMENTS_ZH, DEPARTMENTS_EN);
    case 'role':
      return list(ROLES_ZH, ROLES_EN);
    case 'post':
      return list(POSTS_ZH, POSTS_EN);
    case 'product':
      return list(PRODUCTS_ZH, PRODUCTS_EN);
    case 'category':
      return list(CATEGORIES_ZH, CATEGORIES_EN);
    case 'menu':
      return list(MENUS_ZH, MENUS_EN);
    case 'remark':
      return list(REMARKS_ZH, REMARKS_EN);
    case 'code':
      return codeValue(f, i, locale, topic);
    case 'name':
      return list(TITLES_ZH, TITLES_EN);
    default:
      return list(WORDS_ZH, WORDS_EN);
  }
}

/** A code, unique to row `i` of the table: `HT20250007`, or its digits alone where the column is too short. */
export function codeValue(f: Field, i: number, locale: Locale, topic: string): string {
  const max = f.column.length;
  const serial = pad(i + 1, 4);
  const full = `${prefixOf(f, topic, locale)}${2025}${serial}`;
  if (max === undefined || full.length <= max) return full;
  if (`2025${serial}`.length <= max) return `2025${serial}`;
  return String(i + 1).slice(-max);
}

/** A date of row `i`: in 2024–2025, a birthday decades earlier, or an end date after the start ones. */
export function dateValue(meaning: Meaning, i: number): string {
  if (meaning === 'birth') return dayAfter(FROM_1965, (i * 1307) % 12_000);
  if (meaning === 'later') return dayAfter(FROM_2024, 500 + ((i * 53) % 300));
  return dayAfter(FROM_2024, (i * 97) % 690);
}

/** The largest whole number a column's type holds (signed, as the generated Java's types are). */
function largest(f: Field): number {
  const c = f.column;
  const byType: Record<string, number> = {TINYINT: 127, SMALLINT: 32_767, MEDIUMINT: 8_388_607, INT: 2_147_483_647, INTEGER: 2_147_483_647};
  const typed = byType[c.sqlType] ?? Number.MAX_SAFE_INTEGER;
  if (c.scale !== undefined && c.length !== undefined) return Math.min(typed, 10 ** Math.max(0, c.length - c.scale) - 1);
  if (['DECIMAL', 'NUMERIC'].includes(c.sqlType) && c.length !== undefined) return Math.min(typed, 10 ** c.length - 1);
  return typed;
}

/** A number of row `i` for a column of this meaning, within its type's range and its precision and scale. */
export function numberValue(meaning: Meaning, f: Field, i: number): number {
  const scale = f.column.scale ?? 0;
  const max = largest(f);
  const clamp = (n: number) => Math.max(0, Math.min(n, max));
  const decimals = (whole: number, cents: number) =>
    scale > 0 ? Number(`${clamp(whole)}.${String(cents % 10 ** scale).padStart(scale, '0')}`) : clamp(whole);
  switch (meaning) {
    case 'amount': {
      // Amounts of a few hundred to a few hundred thousand, rounded as prices and fees are.
      let whole = [1_280, 3_500, 12_800, 680, 45_000, 9_990, 150_000, 2_399, 28_600, 760, 88_000, 5_200][i % 12]! * (1 + (i % 3));
      // A narrow column holds the amount's leading digits.
      while (whole > max) whole = Math.floor(whole / 10);
      return decimals(whole, (i * 25) % 100);
    }
    case 'age':
      return clamp(24 + ((i * 7) % 38));
    case 'order':
      return clamp(i + 1);
    case 'year':
      return clamp(2018 + (i % 8));
    case 'percent':
      return scale > 0 && max < 10 ? decimals(0, 5 + ((i * 7) % 90)) : decimals(5 + ((i * 7) % 90), (i * 5) % 100);
    case 'quantity':
      return clamp(1 + ((i * 13) % 50));
    default:
      if (f.column.sqlType === 'TINYINT' || f.column.sqlType === 'BIT') return i % 2;
      return decimals((i + 1) * 3, (i * 25) % 100);
  }
}

/** Dictionary items that fit a field whose dictionary has none: labels for what the field and table are. */
export function dictLabels(f: Field, topic: string, locale: Locale): readonly string[] {
  const text = `${textOf(f)} | ${f.dict ?? ''}`.toLowerCase();
  const has = (pattern: RegExp) => pattern.test(text);
  const pick = (zh: readonly string[], en: readonly string[]) => (locale === 'en' ? en : zh);
  if (has(/性别|gender|\bsex\b/)) return pick(['男', '女', '未知'], ['Male', 'Female', 'Not stated']);
  if (has(/优先级|priority/)) return pick(['低', '中', '高'], ['Low', 'Medium', 'High']);
  if (has(/等级|级别|level|grade/)) return pick(['普通', '重要', '战略'], ['Standard', 'Key', 'Strategic']);
  if (has(/状态|status|state/)) {
    if (IS_CASE.test(topic) || has(/case/))
      return pick(['待立案', '审理中', '已结案', '已归档'], ['Open', 'In progress', 'Closed', 'Archived']);
    if (IS_CONTRACT.test(topic)) return pick(['草拟中', '履行中', '已到期', '已终止'], ['Draft', 'Active', 'Expired', 'Terminated']);
    if (/订单|\border\b/.test(topic))
      return pick(['待付款', '待发货', '已完成', '已取消'], ['Awaiting payment', 'To ship', 'Completed', 'Cancelled']);
    return pick(['正常', '停用'], ['Active', 'Disabled']);
  }
  if (has(/类型|类别|分类|type|kind|category/)) {
    if (IS_CASE.test(topic) || has(/case/))
      return pick(['民事', '刑事', '行政', '仲裁'], ['Civil', 'Criminal', 'Administrative', 'Arbitration']);
    if (IS_CONTRACT.test(topic)) return pick(['采购', '销售', '服务', '租赁'], ['Purchase', 'Sale', 'Services', 'Lease']);
    return pick(['常规', '专项', '其他'], ['Standard', 'Special', 'Other']);
  }
  if (has(/^is\b|是否|flag|enabled|\byes\b/)) return pick(['是', '否'], ['Yes', 'No']);
  return pick(['常规', '重点', '其他'], ['Standard', 'Priority', 'Other']);
}
