import type { Announcements } from '@dnd-kit/core';
import type { ApplicationStatus } from '@careers/contracts';
import { useMemo } from 'react';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import type { BoardCardData } from './board-column.tsx';

/** The card a drag carries (its `data.current`), if any. */
export const cardOf = (data: unknown) => (data as { card?: BoardCardData } | undefined)?.card;

/** What a screen reader hears while a card is dragged, in the reader's language. */
export function useBoardAnnouncements(): Announcements {
  const { t } = useTranslation();
  return useMemo<Announcements>(() => {
    const name = (data: unknown) => cardOf(data)?.candidateName ?? '';
    const from = (data: unknown) => {
      const card = cardOf(data);
      return card ? t(`careers.applicationStatus.${card.status}`) : '';
    };
    const target = (card: BoardCardData | undefined, over: { id: string | number } | null) =>
      card && over && card.allowedNext.includes(over.id as ApplicationStatus)
        ? t(`careers.applicationStatus.${over.id as ApplicationStatus}`)
        : null;
    return {
      onDragStart: ({ active: a }) => {
        const card = cardOf(a.data.current);
        return t('careers.board.announce.start', {
          candidate: name(a.data.current),
          status: from(a.data.current),
          allowed: (card?.allowedNext ?? [])
            .map((s) => t(`careers.applicationStatus.${s}`))
            .join(', '),
        });
      },
      onDragOver: ({ active: a, over }) => {
        const to = target(cardOf(a.data.current), over);
        return to
          ? t('careers.board.announce.over', { candidate: name(a.data.current), status: to })
          : t('careers.board.announce.overNone', { candidate: name(a.data.current) });
      },
      onDragEnd: ({ active: a, over }) => {
        const to = target(cardOf(a.data.current), over);
        return to
          ? t('careers.board.announce.end', { candidate: name(a.data.current), status: to })
          : t('careers.board.announce.endNone', {
              candidate: name(a.data.current),
              status: from(a.data.current),
            });
      },
      onDragCancel: ({ active: a }) =>
        t('careers.board.announce.cancel', {
          candidate: name(a.data.current),
          status: from(a.data.current),
        }),
    };
  }, [t]);
}
