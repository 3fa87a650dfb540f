import type { OrganisationSize } from '@careers/contracts';

/** An organisation's profile as a form edits it (empty strings for what is not given). */
export interface OrganisationProfileValues {
  name: string;
  website: string;
  sector: string;
  size: OrganisationSize | '';
  address: string;
  description: string;
}

/** The profile of an organisation as staff and its own contacts read it. */
interface OrganisationProfile {
  name: string;
  website?: string | null;
  sector?: string | null;
  size?: OrganisationSize | null;
  address?: string | null;
  description?: string | null;
}

/** An organisation's profile as the form's starting values. */
export function organisationProfileValues(o: OrganisationProfile): OrganisationProfileValues {
  return {
    name: o.name,
    website: o.website ?? '',
    sector: o.sector ?? '',
    size: o.size ?? '',
    address: o.address ?? '',
    description: o.description ?? '',
  };
}
