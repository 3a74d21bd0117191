import {expect, test} from '@playwright/test';
import {recordAttribute} from '../support/dom';

// The demo of the ModalStore page (src/demos/ModalStoreDemo.tsx), mounted alone: a confirmation opened with
// modalStore.confirm and awaited, used with the keyboard alone. What the page promises: focus moves
// into the box and stays there, Escape cancels (false) and focus returns to the opener; OK runs
// `onOk` with the button busy, and the box closes with true once it has succeeded.

const TEXT = {
  'zh-Hans': {
    open: '发送开庭通知',
    title: '确认发送开庭通知？',
    description: /^将通过短信和电子邮件向案件（20\d\d）.+号的双方当事人发送开庭通知，发出后无法撤回。$/,
    ok: '发送',
    cancel: '取消',
    idle: '尚未发送通知',
    cancelled: '已取消，通知未发送',
    sentOnce: '开庭通知已发送（累计 1 次）',
  },
  en: {
    open: 'Send hearing notice',
    title: 'Send the hearing notice?',
    description:
      /^Both parties to case \(20\d\d\) .+ will get the hearing notice by text message and email\. It cannot be recalled once sent\.$/,
    ok: 'Send',
    cancel: 'Cancel',
    idle: 'No notice sent yet',
    cancelled: 'Cancelled: the notice was not sent',
    sentOnce: 'Hearing notice sent (1 time so far)',
  },
} as const;

for (const locale of ['zh-Hans'] as const) {
  const text = TEXT[locale];
  test.describe(`ModalStore demo (${locale})`, () => {
    test('keyboard only: Escape cancels and gives focus back; OK sends, busy until done', async ({page, mount}) => {
      const stage = await mount('demos/ModalStore', {locale});
      const opener = stage.getByRole('button', {name: text.open, exact: true});
      const result = stage.getByRole('status');
      await expect(result).toHaveText(text.idle);
      await opener.focus();
      await expect(opener).toBeFocused();

      // A confirmation: an alertdialog named by its title and described by its content. Sending cannot
      // be undone, so focus starts on Cancel: a stray Enter must not send.
      await page.keyboard.press('Enter');
      const box = stage.getByRole('alertdialog', {name: text.title});
      await expect(box).toBeVisible();
      await expect(box).toHaveAttribute('aria-modal', 'true');
      await expect(box).toHaveAccessibleDescription(text.description);
      const ok = box.getByRole('button', {name: text.ok, exact: true});
      const cancel = box.getByRole('button', {name: text.cancel, exact: true});
      await expect(cancel).toBeFocused();
      // Tab stays inside: the two buttons, round and round.
      for (const next of [ok, cancel, ok]) {
        await page.keyboard.press('Tab');
        await expect(next).toBeFocused();
      }
      await page.keyboard.press('Shift+Tab');
      await expect(cancel).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(box).toBeHidden();
      await expect(opener).toBeFocused();
      await expect(result).toHaveText(text.cancelled);

      // Again, and OK with Space: busy while the notice is sent, then closed with true.
      await page.keyboard.press('Enter');
      await expect(box).toBeVisible();
      await expect(cancel).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(ok).toBeFocused();
      const busyStates = await recordAttribute(ok, 'aria-busy');
      await page.keyboard.press('Space');
      await expect(box).toBeHidden();
      expect(await busyStates()).toContain('true');
      await expect(opener).toBeFocused();
      await expect(result).toHaveText(text.sentOnce);
    });
  });
}
