/**
 * Dictionaries written out in column comments, as Chinese admin schemas write them: "状态（0正常 1停用）",
 * "性别（0男 1女 2未知）", "0 未知 1 男 2 女", "类型(1:个人,2:企业)", "菜单类型（M目录 C菜单 F按钮）",
 * "删除标志（0代表存在 2代表删除）", "status: 1=active, 2=locked". A legend has at least two values, each
 * a number or a code of letters, each with a label; anything else is an ordinary comment.
 */

export type Legend = {
  /** The comment without its legend, e.g. "状态"; empty when the comment is only the legend. */
  readonly label: string;
  readonly entries: readonly {readonly value: string; readonly label: string}[];
};

const VALUE = String.raw`(?:[0-9]+|[A-Za-z][A-Za-z0-9_]*)`;
/** Where one entry ends and the next begins: a separator, or a space before a value that a label follows. */
const ENTRY_BREAK = new RegExp(
  String.raw`\s*[,，;；、|]\s*|\s+(?=[0-9]+\s*(?:[:：=.\-]|\s|\P{ASCII})|[A-Za-z][A-Za-z0-9_]*\s*(?:[:：=]|(?![，；、])\P{ASCII}))`,
  'u',
);
const ENTRY = new RegExp(String.raw`^(${VALUE})\s*(?:[:：=.\-]|->)?\s*(?:代表|表示|为|是)?\s*(.+)$`, 'u');

function entriesOf(text: string): Legend['entries'] | undefined {
  const parts = text
    .trim()
    .split(ENTRY_BREAK)
    .filter((part) => part.trim() !== '');
  if (parts.length < 2) return undefined;
  const entries: {value: string; label: string}[] = [];
  for (const part of parts) {
    const match = ENTRY.exec(part.trim());
    if (!match) return undefined;
    const [, value = '', label = ''] = match;
    // A code of letters must be set apart from its label ("M目录", "A: admin"), or "active user" would read as a value.
    // "Y-已删除" and "M-男" set a code apart with a hyphen before a label that is not ASCII.
    if (/^[A-Za-z]/.test(value) && !/^[A-Za-z][A-Za-z0-9_]*\s*(?:[:：=]|->|-?\s*\P{ASCII})/u.test(part.trim())) return undefined;
    if (entries.some((e) => e.value === value)) return undefined;
    entries.push({value, label: label.trim().replace(/[。.]$/, '')});
  }
  return entries;
}

/** The legend of a comment, or undefined when the comment lists no values. */
export function legendOf(comment: string): Legend | undefined {
  const text = comment.trim();
  // No value, no legend: most comments are a name ("案号") and end here.
  if (!/[0-9A-Za-z]/.test(text)) return undefined;
  // "状态（0正常 1停用）" or "类型(1:个人,2:企业)": the last bracketed part.
  const bracketed = /^(.*?)\s*[（(]([^（）()]*)[）)]\s*[。.]?\s*$/.exec(text);
  if (bracketed) {
    const entries = entriesOf(bracketed[2] ?? '');
    if (entries) return {label: (bracketed[1] ?? '').trim(), entries};
  }
  // "status: 1=active, 2=locked" or "性别：0男 1女"; not "生成方式  0：zip压缩包 1：自定义目录", whose first value precedes the colon.
  const colon = /^([^:：]*[^\s:：0-9][^:：]*?)\s*[:：]\s*(.+)$/.exec(text);
  if (colon && !/\s[0-9]+$/.test(colon[1] ?? '')) {
    const entries = entriesOf(colon[2] ?? '');
    if (entries) return {label: (colon[1] ?? '').trim(), entries};
  }
  // "0 未知 1 男 2 女": the whole comment; "类型 1个人 2企业": a label, a space, the values.
  const entries = entriesOf(text);
  if (entries) return {label: '', entries};
  const spaced = /^(\S*[^\s0-9A-Za-z]\S*)\s+(.+)$/u.exec(text);
  const rest = spaced ? entriesOf(spaced[2] ?? '') : undefined;
  return spaced && rest ? {label: spaced[1] ?? '', entries: rest} : undefined;
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
