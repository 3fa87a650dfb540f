import type { NoteSubject, Tag } from '@careers/contracts';
import { useCombobox } from 'downshift';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import {
  useAttachTagMutation,
  useDetachTagMutation,
  useGetRecordTagsQuery,
  useGetTagsQuery,
} from '../../../core/api/reviewing.ts';
import { useAsyncAction } from '../../../core/hooks/use-async-action.ts';
import { FailureAlert } from '../../../core/ui/failure-alert.tsx';
import { Loaded } from '../shared/load-state.tsx';
import { TagChip } from './tag-chip.tsx';
import { tagStyle } from './tag-palette.ts';
import { PartCard } from '../../../core/ui/part-card.tsx';

const NO_TAGS: Tag[] = [];

/** The staff tags on an application or a candidate: chips to remove, a type-ahead to add. */
export function TagsCard({ subject, subjectId }: { subject: NoteSubject; subjectId: string }) {
  const { t } = useTranslation();
  const read = useGetRecordTagsQuery({ subject, id: subjectId });
  const { data: all = NO_TAGS } = useGetTagsQuery();
  const [attach] = useAttachTagMutation();
  const [detach] = useDetachTagMutation();
  const change = useAsyncAction();
  const on = read.currentData;
  const onIds = new Set((on ?? []).map((tag) => tag.id));

  return (
    <PartCard title={t('careers.reviewing.tags')}>
      <Loaded read={read} lines={1}>
        {(on) => (
          <>
            {on.length === 0 ? (
              <p className="text-body-secondary small mb-2">{t('careers.reviewing.noTags')}</p>
            ) : (
              <ul
                className="list-unstyled d-flex flex-wrap gap-2 mb-3"
                aria-label={t('careers.reviewing.tags')}
              >
                {on.map((tag) => (
                  <li key={tag.id}>
                    <TagChip
                      tag={tag}
                      removeLabel={t('careers.reviewing.removeTag', { name: tag.name })}
                      onRemove={() =>
                        void change.run(() =>
                          detach({ subject, id: subjectId, tagId: tag.id }).unwrap(),
                        )
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
            <TagPicker
              tags={all.filter((tag) => !onIds.has(tag.id))}
              onPick={(tag) =>
                void change.run(() => attach({ subject, id: subjectId, tagId: tag.id }).unwrap())
              }
            />
            <FailureAlert message={change.error} className="mt-2 mb-0" />
          </>
        )}
      </Loaded>
    </PartCard>
  );
}

/** A type-ahead over the staff tags: typing narrows them, choosing one adds it. */
function TagPicker({ tags, onPick }: { tags: Tag[]; onPick: (tag: Tag) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const needle = text.trim().toLowerCase();
  const items = tags.filter((tag) => tag.name.toLowerCase().includes(needle)).slice(0, 8);
  const cb = useCombobox<Tag>({
    id,
    inputId: `${id}-input`,
    items,
    inputValue: text,
    selectedItem: null,
    itemToString: (item) => item?.name ?? '',
    onInputValueChange: ({ inputValue, type }) => {
      if (type !== useCombobox.stateChangeTypes.ItemClick) setText(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      onPick(selectedItem);
      setText('');
    },
  });
  const open = cb.isOpen && items.length > 0;
  return (
    <Form.Group className="position-relative">
      <Form.Label {...cb.getLabelProps()} className="small mb-1">
        {t('careers.reviewing.addTag')}
      </Form.Label>
      <Form.Control
        size="sm"
        {...cb.getInputProps()}
        placeholder={t('careers.reviewing.addTagPlaceholder')}
        autoComplete="off"
      />
      <ul
        {...cb.getMenuProps({
          'aria-labelledby': undefined,
          'aria-label': t('careers.reviewing.tagSuggestions'),
        })}
        className={`dropdown-menu w-100 ${open ? 'show' : ''}`}
      >
        {open &&
          items.map((tag, index) => (
            <li
              key={tag.id}
              className={`dropdown-item ${cb.highlightedIndex === index ? 'active' : ''}`}
              {...cb.getItemProps({ item: tag, index })}
            >
              <span className="careers-tag" style={tagStyle(tag.colour)}>
                {tag.name}
              </span>
            </li>
          ))}
      </ul>
      {tags.length === 0 && (
        <Form.Text className="d-block">{t('careers.reviewing.allTagsOn')}</Form.Text>
      )}
    </Form.Group>
  );
}
