// A section's form, drawn from its description (shared/siteContent/schema.ts): in the English tab
// every field, with the lists' "Add", "Move up", "Move down" and "Remove" buttons; in another
// language's tab only the texts, each with its English beside it. Formik keeps every tab's values.
import { useId, useState } from 'react';
import { getIn, useField, useFormikContext } from 'formik';
import { DEFAULT_LANGUAGE, type Language } from '../../../../shared/i18n/languages.ts';
import { parseUploadUrl, uploadUrl } from '../../../../shared/images.ts';
import type { ContentImage, ContentRecord, Field, Fields, ListField } from '../../../../shared/siteContent/schema.ts';
import { uploadImagesForSession } from '../../../../store/api/uploads.ts';
import { useAppStore } from '../../../../store/index.ts';
import { ConfirmDialog } from '../common/ConfirmDialog.tsx';
import { useCan } from '../common/permissions.tsx';
import { TextField } from '../common/fields.tsx';
import { useFieldProblem } from '../../../lib/formChecks.tsx';

export const CONTENT_FORM_TEXTS = {
  moveUp: 'Move up',
  moveDown: 'Move down',
  remove: 'Remove',
  removeTitle: (name: string) => `Remove ${name}?`,
  removeMessage: 'It leaves the draft at once, in every language; publishing makes that public.',
  english: (text: string) => (text ? `English: ${text}` : 'No English text yet.'),
  choosePhoto: (label: string) => `Choose ${label.toLowerCase()}`,
  removePhoto: (label: string) => `Remove ${label.toLowerCase()}`,
  uploading: 'Uploading…',
  noPhoto: 'None chosen.',
  paymentLocked: 'Where donors pay: only an Owner or Administrator can change this.',
} as const;

/** A record's name in the form: its person's name or question, else its place. */
function itemTitle(list: ListField, item: ContentRecord, index: number): string {
  const named = typeof item.name === 'string' ? item.name : getIn(item, `question.${DEFAULT_LANGUAGE}`);
  return typeof named === 'string' && named ? `${list.itemName} ${index + 1}: ${named}` : `${list.itemName} ${index + 1}`;
}

let keys = 0;
/** A new record with every field empty, and a key of its own. */
export function emptyRecord(fields: Fields): ContentRecord {
  const record: ContentRecord = { key: `new-${Date.now().toString(36)}-${(keys += 1)}` };
  for (const [name, field] of Object.entries(fields)) {
    if (field.kind === 'text') record[name] = { en: '', rw: '', fr: '' };
    else if (field.kind === 'number') record[name] = field.min;
    else if (field.kind === 'list') record[name] = field.fixed ? Array.from({ length: field.max }, () => emptyRecord(field.item)) : [];
    else if (field.kind === 'group') record[name] = emptyRecord(field.fields);
    else record[name] = '';
  }
  return record;
}

function NumberInput({ name, label, min, max }: { name: string; label: string; min: number; max: number }) {
  const [field, , helpers] = useField<number>(name);
  const id = useId();
  const error = useFieldProblem(name);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={Number.isFinite(field.value) ? field.value : ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => void helpers.setValue(event.target.value === '' ? Number.NaN : Number(event.target.value))}
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

function ImageInput({ name, label }: { name: string; label: string }) {
  const store = useAppStore();
  const [field, , helpers] = useField<ContentImage | ''>(name);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const image = field.value || null;
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      const [uploaded] = await uploadImagesForSession(store, [file]);
      const upload = uploaded && parseUploadUrl(uploaded.url);
      const size = upload && upload.size;
      // The upload answers its address absolute; the content keeps it as this site's path.
      if (upload && size) await helpers.setValue({ src: uploadUrl(upload.hash, size.width, size.height), width: size.width, height: size.height });
    } catch (error) {
      setProblem((error as { message?: string }).message ?? 'The photo could not be uploaded.');
    } finally {
      setBusy(false);
    }
  };
  const flagged = useFieldProblem(name);
  const error = problem ?? flagged;
  return (
    <div className="field content-image">
      <span className="content-image__label">{label}</span>
      {image ? <img src={image.src} alt="" width={Math.min(120, image.width)} className="content-image__preview" /> : <p className="field__hint">{CONTENT_FORM_TEXTS.noPhoto}</p>}
      <label htmlFor={id} className="button button--ghost">
        {busy ? CONTENT_FORM_TEXTS.uploading : CONTENT_FORM_TEXTS.choosePhoto(label)}
      </label>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={busy}
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {image && (
        <button type="button" className="button button--ghost" onClick={() => void helpers.setValue('')}>
          {CONTENT_FORM_TEXTS.removePhoto(label)}
        </button>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function ListInput({ name, list, language }: { name: string; list: ListField; language: Language }) {
  const { values, setFieldValue } = useFormikContext<ContentRecord>();
  const [removing, setRemoving] = useState<number | null>(null);
  const items = (getIn(values, name) as ContentRecord[] | undefined) ?? [];
  const english = language === DEFAULT_LANGUAGE;
  const editable = english && !list.fixed;
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    void setFieldValue(name, next);
  };
  return (
    <fieldset className="content-list">
      <legend>{list.label}</legend>
      {items.map((item, index) => {
        const title = itemTitle(list, item, index);
        return (
          <fieldset key={String(item.key)} className="content-list__item">
            <legend>{title}</legend>
            <FieldsOf fields={list.item} prefix={`${name}.${index}`} language={language} />
            {editable && (
              <p className="content-list__actions">
                <button type="button" className="button button--ghost" disabled={index === 0} onClick={() => move(index, index - 1)}>
                  {CONTENT_FORM_TEXTS.moveUp}
                </button>
                <button type="button" className="button button--ghost" disabled={index === items.length - 1} onClick={() => move(index, index + 1)}>
                  {CONTENT_FORM_TEXTS.moveDown}
                </button>
                <button type="button" className="button button--danger" onClick={() => setRemoving(index)}>
                  {CONTENT_FORM_TEXTS.remove}
                </button>
              </p>
            )}
          </fieldset>
        );
      })}
      {editable && list.add && items.length < list.max && (
        <button type="button" className="button" onClick={() => void setFieldValue(name, [...items, emptyRecord(list.item)])}>
          {list.add}
        </button>
      )}
      {removing !== null && items[removing] && (
        <ConfirmDialog
          title={CONTENT_FORM_TEXTS.removeTitle(itemTitle(list, items[removing], removing))}
          message={CONTENT_FORM_TEXTS.removeMessage}
          confirmLabel={CONTENT_FORM_TEXTS.remove}
          onConfirm={() => {
            void setFieldValue(
              name,
              items.filter((_, index) => index !== removing),
            );
            setRemoving(null);
          }}
          onCancel={() => setRemoving(null)}
        />
      )}
    </fieldset>
  );
}

function hasText(field: Field): boolean {
  if (field.kind === 'text') return true;
  if (field.kind === 'list') return Object.values(field.item).some(hasText);
  if (field.kind === 'group') return Object.values(field.fields).some(hasText);
  return false;
}

/**
 * One field of the form. `locked`: a payment field the signed-in person may not change (the
 * server refuses a change of one without donations.manage): shown, read-only, saying who may.
 */
function FieldInput({ field, name, language, locked: inherited = false }: { field: Field; name: string; language: Language; locked?: boolean }) {
  const { values } = useFormikContext<ContentRecord>();
  const allowed = useCan();
  const locked = inherited || (field.payment === true && !allowed('donations.manage'));
  const english = language === DEFAULT_LANGUAGE;
  switch (field.kind) {
    case 'text': {
      const englishText = english ? undefined : CONTENT_FORM_TEXTS.english(String(getIn(values, `${name}.${DEFAULT_LANGUAGE}`) ?? ''));
      const hint = locked ? [CONTENT_FORM_TEXTS.paymentLocked, englishText].filter(Boolean).join(' ') : englishText;
      return (
        <TextField
          name={`${name}.${language}`}
          label={field.label}
          required={english && field.required}
          multiline={field.multiline}
          hint={hint}
          readOnly={locked}
        />
      );
    }
    case 'plain':
      return (
        <TextField
          name={name}
          label={field.label}
          required={field.required}
          hint={locked ? CONTENT_FORM_TEXTS.paymentLocked : field.hint}
          type={field.link ? 'url' : 'text'}
          readOnly={locked}
        />
      );
    case 'number':
      return <NumberInput name={name} label={field.label} min={field.min} max={field.max} />;
    case 'image':
      return <ImageInput name={name} label={field.label} />;
    case 'group':
      return (
        <fieldset className="content-group">
          <legend>{field.label}</legend>
          <FieldsOf fields={field.fields} prefix={name} language={language} locked={locked} />
        </fieldset>
      );
    case 'list':
      return <ListInput name={name} list={field} language={language} />;
  }
}

/** The fields of a record under `prefix`: all of them in English, the texts alone in another language. */
export function FieldsOf({ fields, prefix, language, locked }: { fields: Fields; prefix: string; language: Language; locked?: boolean }) {
  const shown = Object.entries(fields).filter(([, field]) => language === DEFAULT_LANGUAGE || hasText(field));
  return (
    <>
      {shown.map(([name, field]) => (
        <FieldInput key={name} field={field} name={prefix ? `${prefix}.${name}` : name} language={language} locked={locked} />
      ))}
    </>
  );
}
