/**
 * modalStore.confirm: asks before sending the hearing notice of a case and awaits the answer. The
 * sending itself is `onOk`, so OK stays busy until it is done and the box closes only when it succeeded.
 */
import {useState, type ReactNode} from 'react';
import {ModalHost, modalStore} from '@lexboot/components';
import DemoRoot, {useDemoLocale} from './DemoRoot';
import {makeCases} from './data/legal';

const TEXTS = {
  'zh-CN': {
    hearing: '开庭时间：2026-01-20 09:30，第三法庭',
    send: '发送开庭通知',
    title: '确认发送开庭通知？',
    content: (caseNo: string) => `将通过短信和电子邮件向案件${caseNo}的双方当事人发送开庭通知，发出后无法撤回。`,
    ok: '发送',
    idle: '尚未发送通知',
    kept: '已取消，通知未发送',
    sent: (count: number) => `开庭通知已发送（累计 ${count} 次）`,
  },
  en: {
    hearing: 'Hearing: 2026-01-20 09:30, Courtroom 3',
    send: 'Send hearing notice',
    title: 'Send the hearing notice?',
    content: (caseNo: string) =>
      `Both parties to case ${caseNo} will get the hearing notice by text message and email. It cannot be recalled once sent.`,
    ok: 'Send',
    idle: 'No notice sent yet',
    kept: 'Cancelled: the notice was not sent',
    sent: (count: number) => `Hearing notice sent (${count} ${count === 1 ? 'time' : 'times'} so far)`,
  },
} as const;

/** Stands for the request to the back end. */
const sendNotice = () => new Promise<void>((resolve) => setTimeout(resolve, 500));

function HearingNotice(): ReactNode {
  const locale = useDemoLocale();
  const t = TEXTS[locale];
  const [row] = useState(() => makeCases(1, locale)[0]!);
  const [sent, setSent] = useState(0);
  const [answer, setAnswer] = useState<'idle' | 'kept' | 'sent'>('idle');

  async function confirmAndSend() {
    // true once OK was pressed and onOk succeeded; false on Cancel or Esc.
    const confirmed = await modalStore.confirm({title: t.title, content: t.content(row.caseNo), okText: t.ok, onOk: sendNotice});
    if (confirmed) setSent((count) => count + 1);
    setAnswer(confirmed ? 'sent' : 'kept');
  }

  return (
    <>
      <p>
        <strong>{row.caseNo}</strong> {row.title}
        <br />
        {t.hearing}
      </p>
      <button type="button" className="button button--primary" onClick={() => void confirmAndSend()}>
        {t.send}
      </button>
      <p role="status" className="margin-top--md margin-bottom--none">
        {answer === 'idle' ? t.idle : answer === 'kept' ? t.kept : t.sent(sent)}
      </p>
      {/* Outside the admin shell (here, a docs page) the host is rendered once by the page itself. */}
      <ModalHost />
    </>
  );
}

export default function ModalStoreDemo(): ReactNode {
  return (
    <DemoRoot>
      <HearingNotice />
    </DemoRoot>
  );
}
