import type { ReactNode } from 'react';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import type { ChatStatus } from '../../../fake-api/types.ts';
import { SidePanel } from '../shared/side-panel.tsx';
import { ChatAvatar } from './chat-avatar.tsx';

interface PersonPanelProps {
  /** Whose panel: the avatar and status at its head. */
  person: { avatar: string; status: ChatStatus };
  show: boolean;
  onHide: () => void;
  placement: 'start' | 'end';
  titleId: string;
  title: string;
  /** Under the avatar: the name and role lines. */
  header: ReactNode;
  children: ReactNode;
}

/** A chat person's side panel: their avatar and status at its head, then the details. */
export function PersonPanel({ person, header, children, ...panel }: PersonPanelProps) {
  const { t } = useTranslation();
  return (
    <SidePanel {...panel} closeLabel={t('chat.close')}>
      <div className="text-center mb-4">
        <ChatAvatar src={person.avatar} status={person.status} size="lg" />
        {header}
      </div>
      {children}
    </SidePanel>
  );
}
