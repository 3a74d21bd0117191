/**
 * ProgramTitle on a case's detail page: breadcrumbs, the title with a status tag, and the actions the
 * user's permissions allow. The first three sit in the bar and the rest in "More"; below 768 px only
 * the primary action stays in the bar.
 */
import {useState, type ReactNode} from 'react';
import {ProgramTitle, type ProgramAction} from '@lexboot/components';
import {useDict} from '@lexboot/core';
import DemoRoot, {useDemoLocale} from './DemoRoot';
import {makeCases} from './data/legal';

const TEXTS = {
  'zh-CN': {
    module: '案件与庭审',
    cases: '案件',
    progress: '记录进展',
    export: '导出卷宗',
    urgent: '标为加急',
    notUrgent: '取消加急',
    print: '打印',
    close: '结案',
    remove: '删除',
    urgentTag: '加急',
    court: '受理法院',
    caseType: '案件类型',
    filedOn: '立案日期',
    idle: '尚未执行任何操作',
    toList: '返回「案件」列表（示例中仍停留在本页）',
    progressAdded: (count: number) => `已记录第 ${count} 条进展`,
    exported: '卷宗已导出为 PDF',
    markedUrgent: '已标为加急',
    unmarkedUrgent: '已取消加急',
    printed: '已发送到打印机',
    closed: '案件已结案',
  },
  en: {
    module: 'Cases and hearings',
    cases: 'Cases',
    progress: 'Record progress',
    export: 'Export file',
    urgent: 'Mark urgent',
    notUrgent: 'Unmark urgent',
    print: 'Print',
    close: 'Close case',
    remove: 'Delete',
    urgentTag: 'Urgent',
    court: 'Court',
    caseType: 'Type',
    filedOn: 'Filed on',
    idle: 'No action taken yet',
    toList: 'Back to the Cases list (the demo stays on this page)',
    progressAdded: (count: number) => `Progress entry ${count} recorded`,
    exported: 'Case file exported as PDF',
    markedUrgent: 'Marked urgent',
    unmarkedUrgent: 'No longer urgent',
    printed: 'Sent to the printer',
    closed: 'Case closed',
  },
} as const;

/** What the signed-in user may do in CASE_MGMT: update and export, but not delete. */
const PERMISSIONS = ['CASE_MGMT:update', 'CASE_MGMT:export'];

/** Stands for a request to the back end: the button is busy until the promise settles. */
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function CaseDetail(): ReactNode {
  const locale = useDemoLocale();
  const t = TEXTS[locale];
  const statuses = useDict('CASE_STATUS');
  const types = useDict('CASE_TYPE');
  const [row, setRow] = useState(() => makeCases(1, locale)[0]!);
  const [entries, setEntries] = useState(0);
  const [log, setLog] = useState<string>(t.idle);

  const actions: ProgramAction[] = [
    {
      key: 'progress',
      label: t.progress,
      icon: 'plus',
      type: 'primary',
      permission: 'update',
      onClick: () => {
        setEntries(entries + 1);
        setLog(t.progressAdded(entries + 1));
      },
    },
    {key: 'export', label: t.export, icon: 'download', permission: 'export', onClick: () => wait(600).then(() => setLog(t.exported))},
    {
      key: 'urgent',
      label: row.urgent ? t.notUrgent : t.urgent,
      permission: 'update',
      onClick: () => {
        setRow({...row, urgent: !row.urgent});
        setLog(row.urgent ? t.unmarkedUrgent : t.markedUrgent);
      },
    },
    {key: 'print', label: t.print, icon: 'print', onClick: () => setLog(t.printed)},
    {
      key: 'close',
      label: t.close,
      icon: 'archive',
      danger: true,
      permission: 'update',
      disabled: row.status === 'CLOSED',
      onClick: () => {
        setRow({...row, status: 'CLOSED'});
        setLog(t.closed);
      },
    },
    // Needs CASE_MGMT:delete, which the user lacks: not rendered at all.
    {key: 'delete', label: t.remove, icon: 'delete', danger: true, permission: 'delete', onClick: () => undefined},
  ];

  return (
    <>
      <ProgramTitle
        // The docs page already has its h1; inside this section the title is an h3.
        headingLevel={3}
        title={row.title}
        breadcrumbs={[{title: t.module}, {title: t.cases, onClick: () => setLog(t.toList)}, {title: row.caseNo}]}
        onBack={() => setLog(t.toList)}
        extra={
          <>
            <span className="badge badge--secondary">{statuses.find((item) => item.value === row.status)?.label}</span>
            {row.urgent && <span className="badge badge--secondary">{t.urgentTag}</span>}
          </>
        }
        actions={actions}
        programCode="CASE_MGMT"
        permissions={PERMISSIONS}
      />
      <dl className="margin-top--md">
        <dt>{t.court}</dt>
        <dd>{row.court}</dd>
        <dt>{t.caseType}</dt>
        <dd>{types.find((item) => item.value === row.caseType)?.label}</dd>
        <dt>{t.filedOn}</dt>
        <dd>{row.filedOn}</dd>
      </dl>
      <p role="status" className="margin-bottom--none">
        {log}
      </p>
    </>
  );
}

export default function ProgramTitleDemo(): ReactNode {
  return (
    <DemoRoot>
      <CaseDetail />
    </DemoRoot>
  );
}
