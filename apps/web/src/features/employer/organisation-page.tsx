import { useTranslation } from '../../core/i18n/use-translation.ts';
import type { EmployerOrganisation } from '@careers/contracts';
import { useGetEmployerOrganisationQuery } from '../../core/api/employer.ts';
import { PageHeader } from '../../core/ui/page-header.tsx';
import { OrganisationStatusBanner, ReadState } from './employer-ui.tsx';
import { ProfileCard } from './organisation-profile-card.tsx';
import { TitledCard } from '../../core/ui/titled-card.tsx';
import { InvitationsCard } from '../../core/ui/organisation-invitations-card.tsx';

function ContactsCard({ organisation }: { organisation: EmployerOrganisation }) {
  const { t } = useTranslation();
  return (
    <TitledCard title={t('employer.organisation.contacts')} flush>
      <div className="table-responsive">
        <table className="table mb-0" aria-label={t('employer.organisation.contacts')}>
          <thead>
            <tr>
              <th scope="col">{t('employer.fields.fullName')}</th>
              <th scope="col">{t('employer.fields.email')}</th>
              <th scope="col">{t('employer.fields.jobTitle')}</th>
              <th scope="col">{t('employer.organisation.account')}</th>
            </tr>
          </thead>
          <tbody>
            {organisation.contacts.map((c) => (
              <tr key={c.id}>
                <td>{c.fullName}</td>
                <td dir="ltr" className="text-start">
                  {c.email}
                </td>
                <td>{c.jobTitle ?? '—'}</td>
                <td>
                  {t(
                    c.accountId
                      ? 'employer.organisation.hasAccount'
                      : 'employer.organisation.noAccount',
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </TitledCard>
  );
}

/** The organisation's profile, its contacts and the invitations to join it. */
export function EmployerOrganisationPage() {
  const { t } = useTranslation();
  const organisation = useGetEmployerOrganisationQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <>
      <PageHeader title={t('menu.employerOrganisation')} breadcrumb={['menu.employer']} />
      <ReadState read={organisation} failed={t('employer.organisation.loadFailed')} />
      {organisation.data && (
        <>
          <OrganisationStatusBanner
            status={organisation.data.status}
            reason={organisation.data.statusReason}
          />
          <ProfileCard organisation={organisation.data} />
          <ContactsCard organisation={organisation.data} />
          <InvitationsCard
            organisationId={organisation.data.id}
            canInvite={organisation.data.status === 'approved'}
            title={t('employer.invite.title')}
          />
        </>
      )}
    </>
  );
}
