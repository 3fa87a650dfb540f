import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { ListPager, type PagedPosition } from '../../../core/ui/pager.tsx';

/** The pager under a card's list of messages; nothing when they fit on one page. */
export function MessagesPager(props: PagedPosition) {
  const { t } = useTranslation();
  return (
    <ListPager
      {...props}
      className="d-flex justify-content-end mt-3"
      labels={{
        pagination: t('careers.messages.pages'),
        previous: t('careers.messages.previous'),
        next: t('careers.messages.next'),
      }}
    />
  );
}
