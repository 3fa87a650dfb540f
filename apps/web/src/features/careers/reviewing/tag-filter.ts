import type { Tag } from '@careers/contracts';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useGetTagsQuery } from '../../../core/api/reviewing.ts';
import { withCurrentOption } from '../shared/list-controls.tsx';
import type { QueryFilter } from '../shared/list-toolbar.tsx';

const NO_TAGS: Tag[] = [];

/** The lists' tag filter (`tag` in the URL): a select of the staff tags. */
export function useTagFilter(current: string | number | undefined, id: string): QueryFilter {
  const { t } = useTranslation();
  const { data: tags = NO_TAGS } = useGetTagsQuery();
  return {
    key: 'tag',
    id,
    label: t('careers.reviewing.tag'),
    options: withCurrentOption(
      tags.map((tag) => ({ value: tag.id, label: tag.name })),
      current,
      t('careers.reviewing.chosenTags'),
    ),
  };
}
