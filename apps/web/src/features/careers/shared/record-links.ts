/**
 * A record as a line of a queue links to it: its id, its page and its name. The queues (approvals,
 * needs attention) add what else they say about it.
 */
export interface RecordLink {
  id: string;
  to: string;
  name: string;
}

export const vacancyLink = (v: { id: string; title: string }): RecordLink => ({
  id: v.id,
  to: `/careers/vacancies/${v.id}`,
  name: v.title,
});

export const organisationLink = (o: { id: string; name: string }): RecordLink => ({
  id: o.id,
  to: `/careers/organisations/${o.id}`,
  name: o.name,
});

export const applicationLink = (a: { id: string; candidateName: string }): RecordLink => ({
  id: a.id,
  to: `/careers/applications/${a.id}`,
  name: a.candidateName,
});
