/**
 * The four page templates of docs/tutorial/front-end/template.md, as thin compositions of the core
 * components: ProgramTitle, SearchParams and DataGrid bound to a program store, drawerStore and
 * modalStore for the detail, the form and the delete confirmation, RecordForm and RecordDetail.
 * What they decide without React (built-in actions, the update, the master row) is in ./plan.ts.
 */
import {useCallback, useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import type {Key} from '@lexboot/core';
import {fill, useMessages} from '@lexboot/core/internal';
import type {
  DetailTab,
  FormTemplateProps,
  ListDetailTemplateProps,
  ListTemplateProps,
  MasterDetailTab,
  MasterDetailTemplateProps,
  TemplateTitleProps,
} from '../api/Templates';
import type {DrawerContentProps} from '../api/DrawerStore';
import type {FormField} from '../api/FormField';
import {DataGrid} from '../DataGrid';
import {rowKeyOf} from '../DataGrid/grid';
import {drawerStore} from '../DrawerStore';
import {modalStore} from '../ModalStore';
import {ProgramTitle} from '../ProgramTitle';
import {RecordDetail, RecordForm} from '../RecordForm';
import {SearchParams} from '../SearchParams';
import {useStoreSlice} from '../shared/store-state';
import {PagerNameContext} from '../shared/pager-name';
import {MESSAGES} from './messages';
import {masterKeyOf, messageOf, recordActions, tabIndexAfter, updateOf} from './plan';
import styles from './styles.module.css';

const CHECKBOX = {type: 'checkbox'} as const;
const RADIO = {type: 'radio'} as const;

function Title({
  title,
  headingLevel,
  programCode,
  permissions,
  actions,
  store,
}: TemplateTitleProps & {store?: ListTemplateProps<unknown>['store']}) {
  return (
    <ProgramTitle
      title={title}
      headingLevel={headingLevel}
      programCode={programCode}
      permissions={permissions}
      actions={actions}
      store={store}
    />
  );
}

function Toolbar({children}: {children: ReactNode}) {
  return children == null || children === false ? null : <div className={styles.toolbar}>{children}</div>;
}

/** Tabs as the WAI-ARIA pattern has them: arrows, Home and End move between tabs, Tab enters the panel. */
function Tabs({label, tabs}: {label: string; tabs: ReadonlyArray<{key: string; title: ReactNode; content: () => ReactNode}>}) {
  const id = useId();
  const [active, setActive] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const current = Math.min(active, tabs.length - 1);
  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabIndexAfter(event.key, current, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  };
  const tab = tabs[current];
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tabList}>
        {tabs.map((t, index) => (
          <button
            key={t.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === current}
            aria-controls={`${id}-panel`}
            tabIndex={index === current ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(index)}
            onKeyDown={onKeyDown}>
            {t.title}
          </button>
        ))}
      </div>
      {tab && (
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${current}`} tabIndex={0} className={styles.tabPanel}>
          {tab.content()}
        </div>
      )}
    </div>
  );
}

/** The first query when the page opens, as the generated programs do. */
function useFirstQuery(store: {getState(): {reload(): Promise<void>}}) {
  useEffect(() => {
    void store.getState().reload();
  }, [store]);
}

export function ListTemplate<T>(props: ListTemplateProps<T>): ReactNode {
  const {store, columns, searchFields, rowKey, rowSelection, rowActions, onRowClick, emptyText, toolbarExtra} = props;
  useFirstQuery(store);
  return (
    <div className={styles.template}>
      <Title {...props} store={store} />
      {searchFields && searchFields.length > 0 && <SearchParams store={store} fields={searchFields} />}
      <Toolbar>{toolbarExtra}</Toolbar>
      <DataGrid<T>
        store={store}
        columns={columns}
        rowKey={rowKey}
        rowSelection={rowSelection === false ? undefined : (rowSelection ?? CHECKBOX)}
        rowActions={rowActions}
        onRowClick={onRowClick && ((row) => onRowClick(row))}
        emptyText={emptyText}
      />
    </div>
  );
}

type ViewProps<TDetail> = DrawerContentProps<never> & {
  fields: FormField[];
  record: TDetail;
  tabs: Array<DetailTab<TDetail>>;
  label: string;
  details: string;
};

function RecordView<TDetail>({fields, record, tabs, label, details}: ViewProps<TDetail>): ReactNode {
  const own = <RecordDetail fields={fields} record={record as object} />;
  if (tabs.length === 0) return own;
  return (
    <Tabs
      label={label}
      tabs={[
        {key: 'details', title: details, content: () => own},
        ...tabs.map((tab) => ({key: tab.key, title: tab.title, content: () => tab.render(record)})),
      ]}
    />
  );
}

type EditorProps<TDetail, TForm> = DrawerContentProps<TDetail> & {
  fields: FormField[];
  record?: TDetail;
  save: (form: TForm) => Promise<TDetail>;
};

function RecordEditor<TDetail, TForm>({fields, record, save, close}: EditorProps<TDetail, TForm>): ReactNode {
  return (
    <RecordForm<TForm>
      fields={fields}
      values={record as object | undefined}
      mode={record ? 'edit' : 'create'}
      onCancel={() => close()}
      onSubmit={async (form) => close(await save(form))}
    />
  );
}

export function ListDetailTemplate<T, TDetail = T, TForm = Record<string, unknown>>(
  props: ListDetailTemplateProps<T, TDetail, TForm>,
): ReactNode {
  const {
    store,
    repository,
    detailFields,
    formFields,
    editFields,
    versionField,
    detailTabs,
    drawerWidth = 720,
    actions,
    onRowClick,
    rowKey,
  } = props;
  const m = useMessages(MESSAGES);

  const view = async (id: Key) => {
    const record = await repository.get(id);
    await drawerStore.open(
      RecordView<TDetail>,
      {fields: detailFields, record, tabs: detailTabs ?? [], label: m.detailTabs, details: m.details},
      {
        title: m.view,
        width: drawerWidth,
      },
    );
  };
  const edit = async (id?: Key) => {
    const record = id === undefined ? undefined : await repository.get(id);
    const save = (form: TForm) =>
      id === undefined ? repository.create(form) : repository.update(id, updateOf(form, record, versionField));
    const saved = await drawerStore.open(
      RecordEditor<TDetail, TForm>,
      {fields: (id === undefined ? formFields : (editFields ?? formFields)) ?? [], record, save},
      {
        title: id === undefined ? m.create : m.edit,
        width: drawerWidth,
      },
    );
    if (saved !== undefined) await store.getState().reload();
  };
  const remove = async (ids: Key[]) => {
    const confirmed = await modalStore.confirm({
      title: fill(m.confirmDelete, {count: ids.length}),
      content: m.deleteHint,
      danger: true,
      onOk: () => Promise.all(ids.map((id) => repository.remove(id))),
    });
    if (confirmed) {
      store.getState().setSelection([]);
      await store.getState().reload();
    }
  };
  const all = recordActions(m, {create: formFields && (() => edit()), edit: formFields && edit, view, remove}, actions);
  const keyOf = (row: T): Key => rowKeyOf(rowKey, row);

  return <ListTemplate<T> {...props} actions={all} onRowClick={onRowClick ?? ((row) => void view(keyOf(row)))} />;
}

function ChildGrid({tab, masterKey}: {tab: MasterDetailTab<unknown>; masterKey: Key}) {
  const {store, foreignKey} = tab;
  useEffect(() => {
    void store.getState().search({[foreignKey]: masterKey});
  }, [store, foreignKey, masterKey]);
  return (
    <>
      <Toolbar>{tab.toolbarExtra?.(masterKey)}</Toolbar>
      {/* The master grid has a pager too: this one is named after its tab. */}
      <PagerNameContext value={typeof tab.title === 'string' ? tab.title : tab.key}>
        <DataGrid<unknown> store={store} columns={tab.columns} rowKey={tab.rowKey} rowActions={tab.rowActions} size="small" />
      </PagerNameContext>
    </>
  );
}

export function MasterDetailTemplate<T>(props: MasterDetailTemplateProps<T>): ReactNode {
  const {store, detailTabs} = props;
  const m = useMessages(MESSAGES);
  const masterKey = useStoreSlice(store, (state) => masterKeyOf(state.selection));
  const select = useCallback((keys: Key[]) => store.getState().setSelection(keys), [store]);
  const rowKey = props.rowKey;
  const keyOf = (row: T): Key => rowKeyOf(rowKey, row);
  return (
    <div className={styles.template}>
      {/* The master's search form and pager are named after the program, so that they stay distinct beside another list on the page. */}
      <PagerNameContext value={typeof props.title === 'string' ? props.title : undefined}>
        <ListTemplate<T> {...props} rowSelection={RADIO} onRowClick={(row) => select([keyOf(row)])} />
      </PagerNameContext>
      <section className={styles.detailArea} aria-label={m.childTabs}>
        {masterKey === undefined ? (
          <p className={styles.hint}>{m.pickMaster}</p>
        ) : (
          <Tabs
            label={m.childTabs}
            tabs={detailTabs.map((tab: MasterDetailTab<unknown>) => ({
              key: tab.key,
              title: tab.title,
              content: () => <ChildGrid key={`${tab.key}:${masterKey}`} tab={tab} masterKey={masterKey} />,
            }))}
          />
        )}
      </section>
    </div>
  );
}

type Loaded<TDetail> = {state: 'loading'} | {state: 'failed'; message: string} | {state: 'ready'; record: TDetail};

export function FormTemplate<TDetail = Record<string, unknown>, TForm = Record<string, unknown>>(
  props: FormTemplateProps<TDetail, TForm>,
): ReactNode {
  const {fields, load, save, columns, toolbarExtra} = props;
  const m = useMessages(MESSAGES);
  const [loaded, setLoaded] = useState<Loaded<TDetail>>({state: 'loading'});
  const [saved, setSaved] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // `load` is often an inline function: read the latest one, without reloading on every render.
  const read = useEffectEvent(() => load());

  useEffect(() => {
    let live = true;
    read().then(
      (record) => live && setLoaded({state: 'ready', record}),
      (error: unknown) => live && setLoaded({state: 'failed', message: messageOf(error, '')}),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = () => {
    setLoaded({state: 'loading'});
    setAttempt((n) => n + 1);
  };

  let body: ReactNode;
  if (loaded.state === 'loading') body = <p role="status">{m.loading}</p>;
  else if (loaded.state === 'failed')
    body = (
      <div role="alert" className={styles.failure}>
        <p>{fill(m.loadFailed, {message: loaded.message || m.unknownError})}</p>
        <button type="button" className={styles.button} onClick={retry}>
          {m.retry}
        </button>
      </div>
    );
  else {
    const {record} = loaded;
    body = (
      <RecordForm<TForm>
        fields={fields}
        values={record as object}
        mode="edit"
        columns={columns}
        onSubmit={async (form) => {
          setSaved(false);
          const next = await save(form, record);
          setLoaded({state: 'ready', record: next});
          setSaved(true);
        }}
      />
    );
  }
  return (
    <div className={styles.template}>
      <Title {...props} />
      <Toolbar>{toolbarExtra}</Toolbar>
      {body}
      <p role="status" className={styles.saved}>
        {saved ? m.saved : ''}
      </p>
    </div>
  );
}
