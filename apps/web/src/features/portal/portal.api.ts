import type {
  Application,
  ApplicationEvent,
  ApplicationStatus,
  Candidate,
  CareerDocument,
  DocumentKind,
  Page,
  UpdateCandidateInput,
  Vacancy,
  VacancyType,
  Workplace,
} from '@careers/contracts';
import { http } from '../../core/http/http.ts';

const API = '/api/v1';

export interface VacancyQuery {
  q?: string;
  type?: VacancyType;
  workplace?: Workplace;
  page: number;
  perPage: number;
}

export interface ApplicationQuery {
  status?: ApplicationStatus;
  vacancyId?: string;
  page: number;
  perPage: number;
}

/** Drops empty values so the server never sees q= or type=. */
function clean<T extends object>(params: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as Partial<T>;
}

export const portalApi = {
  // Candidates see only open vacancies before their deadline; soonest deadline first.
  vacancies: (query: VacancyQuery) =>
    http
      .get<Page<Vacancy>>(`${API}/vacancies`, {
        params: { ...clean(query), sortColumn: 'closesAt', sort: 'asc' },
      })
      .then((r) => r.data),
  vacancy: (id: string) => http.get<Vacancy>(`${API}/vacancies/${id}`).then((r) => r.data),
  apply: (vacancyId: string, body: { coverNote?: string; documentIds: string[] }) =>
    http.post<Application>(`${API}/vacancies/${vacancyId}/applications`, body).then((r) => r.data),

  applications: (query: ApplicationQuery) =>
    http
      .get<Page<Application>>(`${API}/applications`, {
        params: { ...clean(query), sortColumn: 'submittedAt', sort: 'desc' },
      })
      .then((r) => r.data),
  application: (id: string) =>
    http.get<Application>(`${API}/applications/${id}`).then((r) => r.data),
  events: (id: string) =>
    http.get<ApplicationEvent[]>(`${API}/applications/${id}/events`).then((r) => r.data),
  withdraw: (id: string) =>
    http
      .post<Application>(`${API}/applications/${id}/status`, { status: 'withdrawn' })
      .then((r) => r.data),

  documents: () =>
    http
      .get<Page<CareerDocument>>(`${API}/documents`, { params: { perPage: 100 } })
      .then((r) => r.data),
  upload: (file: File, kind: DocumentKind, onProgress: (fraction: number) => void) => {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file);
    return http
      .post<CareerDocument>(`${API}/documents`, form, {
        onUploadProgress: (e) => onProgress(e.total ? e.loaded / e.total : (e.progress ?? 0)),
      })
      .then((r) => r.data);
  },
  removeDocument: (id: string) => http.delete(`${API}/documents/${id}`),
  documentContent: (id: string) =>
    http.get<Blob>(`${API}/documents/${id}/content`, { responseType: 'blob' }).then((r) => r.data),

  candidate: (id: string) => http.get<Candidate>(`${API}/candidates/${id}`).then((r) => r.data),
  updateCandidate: (id: string, body: UpdateCandidateInput) =>
    http.patch<Candidate>(`${API}/candidates/${id}`, body).then((r) => r.data),
  changePassword: (body: { currentPassword: string; newPassword: string }) =>
    http.post(`${API}/me/password`, body),
};

/** What a failed call answered: status, message, field and the extras of a 409. */
export interface CallFailure {
  status: number | null;
  message: string | null;
  field: string | null;
  missing: DocumentKind[];
}

export function callFailure(error: unknown): CallFailure {
  const response =
    typeof error === 'object' && error !== null && 'response' in error
      ? (error as { response?: { status?: number; data?: unknown } }).response
      : undefined;
  const body =
    typeof response?.data === 'object' && response.data !== null
      ? (response.data as Record<string, unknown>)
      : {};
  return {
    status: response?.status ?? null,
    message: typeof body.message === 'string' ? body.message : null,
    field: typeof body.field === 'string' ? body.field : null,
    missing: Array.isArray(body.missing) ? (body.missing as DocumentKind[]) : [],
  };
}
