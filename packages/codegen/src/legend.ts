/**
 * Dictionaries written out in column comments, as Chinese admin schemas write them: "状态（0正常 1停用）",
 * "性别（0男 1女 2未知）", "0 未知 1 男 2 女", "类型(1:个人,2:企业)", "菜单类型（M目录 C菜单 F按钮）",
 * "删除标志（0代表存在 2代表删除）", "status: 1=active, 2=locked", "订单状态：0->待付款；1->待发货",
 * "配置项类型，0: String，1: Number". A legend has at least two values, each a number (negative too) or a
 * code of letters, each with a label; anything else is an ordinary comment.
 */

export type Legend = {
  /** The comment without its legend, e.g. "状态"; empty when the comment is only the legend. */
  readonly label: string;
  readonly entries: readonly {readonly value: string; readonly label: string}[];
};

const VALUE = String.raw`(?:-?[0-9]+|[A-Za-z][A-Za-z0-9_]*)`;
/** How a value is set apart from its label: "0:正常", "0：正常", "0=正常", "0.正常", "0-正常", "0->正常". */
const SETS_APART = String.raw`(?:->|[:：=.\-])`;
/**
 * Where one entry ends and the next begins: a separator (、，,；;|, or a / before a value); a space before a
 * value that a label follows (a code of letters written against its label is upper case: "M目录 C菜单", not
 * "spring bean名称"); or no space at all between a Chinese label and a value set apart by a sign
 * ("通知公告2:系统消息"), or before a one-character last label ("1是0否").
 */
const ENTRY_BREAK = new RegExp(
  String.raw`\s*[,，;；、|]\s*|\s*\/\s*(?=-?[0-9])` +
    String.raw`|\s+(?=-?[0-9]+\s*(?:${SETS_APART}|\s|\P{ASCII})|[A-Za-z][A-Za-z0-9_]*(?:\s*[:：=]|\s+(?![，；、])\P{ASCII})|[A-Z][A-Z0-9_]*(?![，；、])\P{ASCII})` +
    String.raw`|(?<=\P{ASCII})(?=-?[0-9]+\s*${SETS_APART}|[0-9]+\p{L}$)`,
  'u',
);
const ENTRY = new RegExp(String.raw`^(${VALUE})\s*${SETS_APART}?\s*(.+)$`, 'u');
/** A remark after the legend: "参考 StatusEnum", "详见 …". */
const REMARK = /^(?:参考|参见|详见|见)/;

/**
 * The entries of `text`, each a value and its label; with `setApart`, each value must be set apart from its
 * label by a sign ("state 0:disable 1:enable"), so that an English sentence with numbers is no legend.
 */
function entriesOf(text: string, setApart = false): Legend['entries'] | undefined {
  // "1、java类;2、spring bean名称": a 、 right after a value sets it apart from its label.
  const written = text.trim().replace(/(^|[;；,，|]\s*|\s)(-?[0-9]+)\s*、/g, '$1$2:');
  const parts = written.split(ENTRY_BREAK).filter((part) => part.trim() !== '');
  if (parts.length > 2 && REMARK.test(parts[parts.length - 1]!.trim())) parts.pop();
  if (parts.length < 2) return undefined;
  const entries: {value: string; label: string}[] = [];
  for (const part of parts) {
    const match = ENTRY.exec(part.trim());
    if (!match) return undefined;
    const [, value = '', written = ''] = match;
    // A code of letters must be set apart from its label ("M目录", "A: admin"), or "active user" would read as a value.
    // "Y-已删除" and "M-男" set a code apart with a hyphen before a label that is not ASCII.
    if (/^[A-Za-z]/.test(value) && !/^[A-Za-z][A-Za-z0-9_]*\s*(?:[:：=]|->|-?\s*\P{ASCII})/u.test(part.trim())) return undefined;
    if (setApart && !new RegExp(String.raw`^${VALUE}\s*${SETS_APART}`, 'u').test(part.trim())) return undefined;
    if (entries.some((e) => e.value === value)) return undefined;
    // "0表示未删除" is 未删除; "1是（仅对数值有效）" keeps its 是; "N-否。系统角色不能删除" ends at the 。.
    const label = written
      .replace(/^(?:代表|表示|为|是)(?=[^\s（(])/, '')
      .replace(/。.+$/, '')
      .trim()
      .replace(/[。.]$/, '');
    if (!label) return undefined;
    entries.push({value, label});
  }
  return entries;
}

/** The legend of a comment, or undefined when the comment lists no values. */
export function legendOf(comment: string): Legend | undefined {
  const text = comment.trim();
  // No value, no legend: most comments are a name ("案号") and end here.
  if (!/[0-9A-Za-z]/.test(text)) return undefined;
  // "状态（0正常 1停用）", "类型(1:个人,2:企业)", "类型: [10=图片, 20=视频]" or "状态【0 待发货 1 已发货】": the last bracketed part.
  const bracketed = /^(.*?)\s*(?:[（(]([^（）()]*)[）)]|\[([^[\]]*)\]|【([^【】]*)】)\s*[。.]?\s*$/.exec(text);
  if (bracketed) {
    const entries = entriesOf(bracketed[2] ?? bracketed[3] ?? bracketed[4] ?? '');
    if (entries) return {label: (bracketed[1] ?? '').replace(/\s*[:：]$/, '').trim(), entries};
  }
  // "status: 1=active, 2=locked" or "性别：0男 1女"; not "生成方式  0：zip压缩包 1：自定义目录", whose first value precedes
  // the colon; in "检索方式 0:SQL搜索 、1：全文检索" the colon is the first value's.
  const colon = /^([^:：]*[^\s:：0-9][^:：]*?)\s*[:：]\s*(.+)$/.exec(text);
  if (colon && !/\s-?[0-9]+$/.test(colon[1] ?? '')) {
    const entries = entriesOf(colon[2] ?? '');
    if (entries) return {label: (colon[1] ?? '').trim(), entries};
  }
  // "0 未知 1 男 2 女": the whole comment.
  const entries = entriesOf(text);
  if (entries) return {label: '', entries};
  // "类型 1个人 2企业", "配置项类型，0: String，1: Number", "failure strategy. 0:end,1:continue", "删除标识0-正常,1-已删除":
  // a label, then the values. A label of ASCII alone needs values set apart by a sign.
  const first = ENTRY_BREAK.exec(text);
  if (!first || first.index === 0) return undefined;
  const label = text
    .slice(0, first.index)
    .replace(/[\s.,，;；:：、]+$/, '')
    .trim();
  // "授权方式role角色，depart部门": the last words of the label are an entry, so the label is not one.
  if (!/[^\s0-9]/.test(label) || /\P{ASCII}[a-z][a-z0-9_]*\P{ASCII}+$/u.test(label)) return undefined;
  const rest = entriesOf(text.slice(first.index + first[0].length), !/\P{ASCII}/u.test(label));
  return rest && {label, entries: rest};
}

const YES = new Set(['是', '有', 'y', 'yes', 'true']);
const NO = new Set(['否', '无', '没有', '不是', 'n', 'no', 'false']);

/**
 * Whether a legend of 0 and 1 says no more than no and yes: "0否 1是", "0未过期 1已过期", "0:不分页，1:分页",
 * "0 not available, 1 available". "0正常 1停用" and "0隐藏 1显示" say more: their labels are the values' names.
 */
export function isYesNo(legend: Legend): boolean {
  const labelOf = (value: string) => {
    const entry = legend.entries.find((e) => e.value === value);
    // "1是（仅对数值有效）": the note is not the answer.
    return entry?.label.replace(/\s*[（(][^（）()]*[）)]$/, '').toLowerCase();
  };
  const [yes, no] = [labelOf('1'), labelOf('0')];
  if (legend.entries.length !== 2 || !yes || !no) return false;
  if (YES.has(yes) && NO.has(no)) return true;
  const negated = /^(?:不|未|非|没有?|无|not\s+|non-?|un)(.+)$/.exec(no)?.[1];
  return negated !== undefined && (negated === yes || negated === yes.replace(/^(?:已|是|有)/, ''));
}

/**
 * Whether a comment names codes other than 0 and 1 ("3可编辑 5可见(仅支持两种状态值3,5)") though no legend could
 * be read from it: a TINYINT(1) that holds them is no Boolean.
 */
export function namesOtherCodes(comment: string): boolean {
  return /(?:^|[^0-9A-Za-z.])(?:-[0-9]+|[2-9]|[1-9][0-9]+)(?=\s*(?:->|[:：=.\-、]|\p{L}))/u.test(comment);
}

/** English drafts of the labels Chinese admin schemas use most; others keep their Chinese label in the English bundle. */
const GLOSSARY: Readonly<Record<string, string>> = {
  正常: 'Normal',
  停用: 'Disabled',
  启用: 'Enabled',
  禁用: 'Disabled',
  男: 'Male',
  女: 'Female',
  未知: 'Unknown',
  是: 'Yes',
  否: 'No',
  存在: 'Exists',
  删除: 'Deleted',
  成功: 'Success',
  失败: 'Failure',
  显示: 'Shown',
  隐藏: 'Hidden',
  开启: 'On',
  关闭: 'Off',
  个人: 'Individual',
  企业: 'Enterprise',
  目录: 'Directory',
  菜单: 'Menu',
  按钮: 'Button',
  通知: 'Notice',
  公告: 'Announcement',
  待审核: 'Pending review',
  已审核: 'Approved',
  锁定: 'Locked',
};

/** An English label for a value's label: itself when it is English, a known translation, or the Chinese label. */
export function englishDraft(label: string): string {
  if (/^[ -~]+$/.test(label)) return label.charAt(0).toUpperCase() + label.slice(1);
  return GLOSSARY[label] ?? label;
}
