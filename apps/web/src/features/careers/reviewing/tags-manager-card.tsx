import { tagColours, type Tag, type TagColour } from '@careers/contracts';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import {
  useCreateTagMutation,
  useDeleteTagMutation,
  useGetTagsQuery,
  useUpdateTagMutation,
} from '../../../core/api/reviewing.ts';
import { useAsyncAction } from '../../../core/hooks/use-async-action.ts';
import { ConfirmDialog } from '../../../core/ui/confirm-dialog.tsx';
import { FailureAlert } from '../../../core/ui/failure-alert.tsx';
import { TitledCard } from '../../../core/ui/titled-card.tsx';
import { Loaded } from '../shared/load-state.tsx';
import { TagChip } from './tag-chip.tsx';

/** A select of the palette's colours, named in the reader's language. */
function ColourSelect(props: {
  id: string;
  value: TagColour;
  onChange: (colour: TagColour) => void;
  label: string;
  hideLabel?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Form.Group controlId={props.id}>
      <Form.Label className={props.hideLabel ? 'visually-hidden' : 'small mb-1'}>
        {props.label}
      </Form.Label>
      <Form.Select
        size="sm"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as TagColour)}
      >
        {tagColours.map((colour) => (
          <option key={colour} value={colour}>
            {t(`careers.reviewing.colour.${colour}`)}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

/** Staff's tags: add one (a name and a palette colour), recolour, delete with confirmation. */
export function TagsManagerCard() {
  const { t } = useTranslation();
  const id = useId();
  const read = useGetTagsQuery();
  const [create] = useCreateTagMutation();
  const [name, setName] = useState('');
  const [colour, setColour] = useState<TagColour>('blue');
  const save = useAsyncAction();

  return (
    <TitledCard title={t('careers.reviewing.manageTags')}>
      <p className="small text-body-secondary">{t('careers.reviewing.manageTagsHint')}</p>
      <Form
        className="d-flex flex-wrap align-items-end gap-2 mb-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!name.trim()) return;
          void save.run(async () => {
            await create({ name: name.trim(), colour }).unwrap();
            setName('');
          });
        }}
      >
        <Form.Group controlId={`${id}-name`}>
          <Form.Label className="small mb-1">{t('careers.reviewing.tagName')}</Form.Label>
          <Form.Control
            size="sm"
            value={name}
            maxLength={40}
            onChange={(e) => setName(e.target.value)}
          />
        </Form.Group>
        <ColourSelect
          id={`${id}-colour`}
          value={colour}
          onChange={setColour}
          label={t('careers.reviewing.tagColour')}
        />
        <Button type="submit" size="sm" disabled={save.busy || !name.trim()}>
          {t('careers.reviewing.createTag')}
        </Button>
      </Form>
      <FailureAlert message={save.error} className="mb-3" />
      <Loaded read={read} lines={2} empty={t('careers.reviewing.noTagsYet')}>
        {(tags) => (
          <ul
            className="list-unstyled mb-0 careers-divided"
            aria-label={t('careers.reviewing.tags')}
          >
            {tags.map((tag) => (
              <TagRow key={tag.id} tag={tag} />
            ))}
          </ul>
        )}
      </Loaded>
    </TitledCard>
  );
}

function TagRow({ tag }: { tag: Tag }) {
  const { t } = useTranslation();
  const id = useId();
  const [update] = useUpdateTagMutation();
  const [remove] = useDeleteTagMutation();
  const [confirming, setConfirming] = useState(false);
  const change = useAsyncAction();
  const deleting = useAsyncAction();
  return (
    <li className="d-flex flex-wrap align-items-center gap-2 py-2">
      <TagChip tag={tag} />
      <span className="ms-auto d-flex align-items-center gap-2">
        <ColourSelect
          id={`${id}-colour`}
          value={tag.colour}
          hideLabel
          label={t('careers.reviewing.colourOf', { name: tag.name })}
          onChange={(next) => void change.run(() => update({ id: tag.id, colour: next }).unwrap())}
        />
        <Button
          size="sm"
          variant="outline-danger"
          aria-label={t('careers.reviewing.deleteTag', { name: tag.name })}
          onClick={() => setConfirming(true)}
        >
          {t('careers.common.delete')}
        </Button>
      </span>
      <FailureAlert message={change.error} className="w-100 mb-0" />
      <ConfirmDialog
        show={confirming}
        title={t('careers.reviewing.deleteTag', { name: tag.name })}
        body={t('careers.reviewing.deleteTagBody')}
        confirmLabel={t('careers.common.delete')}
        variant="danger"
        busy={deleting.busy}
        error={deleting.error}
        onConfirm={() =>
          void deleting.run(async () => {
            await remove(tag.id).unwrap();
            setConfirming(false);
          })
        }
        onCancel={() => {
          setConfirming(false);
          deleting.clearError();
        }}
      />
    </li>
  );
}
