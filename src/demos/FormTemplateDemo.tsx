/**
 * FormTemplate: a page that maintains one record, here the firm's profile. `load` reads it and
 * `save` writes it (in the page, standing in for the back end); the form checks `required`,
 * `maxLength` and `min` before it calls `save`, and says "Saved." when it has.
 */
import {useMemo, type ReactNode} from 'react';
import {FormTemplate, type FormField} from '@lexboot/components';
import DemoRoot, {useDemoLocale} from './DemoRoot';
import type {DemoLocale} from './data/legal';

type FirmProfile = {name: string; creditCode: string; address: string; phone: string; lawyers: number};

const TEXTS = {
  'zh-CN': {
    title: '律所信息',
    name: '律所名称',
    creditCode: '统一社会信用代码',
    address: '地址',
    phone: '联系电话',
    lawyers: '执业律师人数',
    profile: {
      name: '示例律师事务所',
      creditCode: '31110000MD0123456X',
      address: '北京市朝阳区建国路 88 号',
      phone: '010-8888 6666',
      lawyers: 42,
    },
  },
  en: {
    title: 'Firm profile',
    name: 'Firm name',
    creditCode: 'Unified social credit code',
    address: 'Address',
    phone: 'Phone',
    lawyers: 'Practising lawyers',
    profile: {
      name: 'Example Law Firm',
      creditCode: '31110000MD0123456X',
      address: '88 Jianguo Road, Chaoyang District, Beijing',
      phone: '+86 10 8888 6666',
      lawyers: 42,
    },
  },
} as const;

// The record, kept while the page is open: one per language, because its text is written in it.
const PROFILES: Record<DemoLocale, FirmProfile> = {'zh-CN': {...TEXTS['zh-CN'].profile}, en: {...TEXTS.en.profile}};

function FirmPage(): ReactNode {
  const locale = useDemoLocale();
  const t = TEXTS[locale];
  const fields = useMemo<FormField[]>(
    () => [
      {name: 'name', label: t.name, type: 'text', required: true, maxLength: 100, span: 2},
      {name: 'creditCode', label: t.creditCode, type: 'text', required: true, maxLength: 18},
      {name: 'phone', label: t.phone, type: 'text', maxLength: 32},
      {name: 'address', label: t.address, type: 'text', maxLength: 200, span: 2},
      {name: 'lawyers', label: t.lawyers, type: 'number', min: 1},
    ],
    [t],
  );
  return (
    <FormTemplate<FirmProfile, FirmProfile>
      title={t.title}
      headingLevel={3}
      programCode="FIRM_PROFILE"
      permissions={['FIRM_PROFILE:view', 'FIRM_PROFILE:update']}
      fields={fields}
      load={() => Promise.resolve({...PROFILES[locale]})}
      save={(form) => {
        Object.assign(PROFILES[locale], form);
        return Promise.resolve({...PROFILES[locale]});
      }}
    />
  );
}

export default function FormTemplateDemo(): ReactNode {
  return (
    <DemoRoot>
      <FirmPage />
    </DemoRoot>
  );
}
