import {
  profileFieldsForApplying,
  SHARING_NOTICE_VERSION,
  type Application,
  type DocumentKind,
  type ProfileFieldForApplying,
  type Vacancy,
} from '@careers/contracts';
import { useState } from 'react';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { useSelector } from 'react-redux';
import { serverMessage, toApiError } from '../../core/api/api-error.ts';
import { useApplyMutation } from '../../core/api/applications.ts';
import { useGetCandidateQuery, useUpdateCandidateMutation } from '../../core/api/candidates.ts';
import { MY_LIBRARY, useGetDocumentsQuery } from '../../core/api/documents.ts';
import { selectUser } from '../../core/auth/auth.slice.ts';
import { useAsyncAction } from '../../core/hooks/use-async-action.ts';
import { ActionDialog } from '../../core/ui/action-dialog.tsx';
import { CoverNoteField, useApplicationDraft } from './apply-cover-note.tsx';
import { DocumentChoice, RequiredDocuments } from './apply-documents.tsx';
import { SharingNotice } from './apply-sharing-notice.tsx';
import {
  checkAnswers,
  screeningProblemText,
  ScreeningQuestions,
  type ScreeningValues,
} from './apply-screening-questions.tsx';
import {
  answersOf,
  checkProfileAnswers,
  missingProfileFields,
  ProfileQuestions,
  type ProfileAnswers,
} from './apply-profile-questions.tsx';

interface ApplyDialogProps {
  vacancy: Vacancy;
  show: boolean;
  onHide(): void;
  onApplied(application: Application): void;
}

/** A failure the dialog found itself (an unanswered question), not the server. */
const LOCAL_CHECK = 'apply_dialog_check';

/**
 * Choose documents from the library (or upload a missing kind right here), answer the profile
 * questions an application needs, and write a cover note that is saved to the server as it is
 * typed, so it survives any navigation. The server has the last word.
 */
export function ApplyDialog({ vacancy, show, onHide, onApplied }: ApplyDialogProps) {
  const { t } = useTranslation();
  const user = useSelector(selectUser);
  // The library, the profile and the draft are read afresh each time the dialog opens.
  const read = useGetDocumentsQuery(MY_LIBRARY, { skip: !show });
  const profileRead = useGetCandidateQuery(user ? String(user.id) : '', { skip: !show || !user });
  const draft = useApplicationDraft(vacancy.id, show);
  const library = {
    data: read.currentData?.data ?? [],
    status: read.isError ? 'failed' : read.currentData && !read.isFetching ? 'ready' : 'loading',
    error: read.isError ? toApiError(read.error).message : null,
  };
  const profile = profileRead.currentData;
  const [apply] = useApplyMutation();
  const [updateCandidate] = useUpdateCandidateMutation();
  const [selected, setSelected] = useState<string[]>([]);
  const [answers, setAnswers] = useState<ProfileAnswers>({
    level: '',
    graduationYear: '',
    programme: '',
  });
  const [invalid, setInvalid] = useState<ProfileFieldForApplying | null>(null);
  // The vacancy's screening answers are kept in the draft with the note; each question's problem.
  const [screeningErrors, setScreeningErrors] = useState<Record<string, string>>({});
  const answer = (questionId: string, value: ScreeningValues[string] | undefined) => {
    draft.answer(questionId, value);
    setScreeningErrors(({ [questionId]: _fixed, ...rest }) => rest);
  };
  const sending = useAsyncAction();

  // Once the library is in, tick the newest document of each kind the vacancy asks for; the
  // candidate can still change the choice. Done once per opening of the dialog.
  const [prefilled, setPrefilled] = useState(false);
  if (!show && prefilled) setPrefilled(false);
  if (show && !prefilled && library.status === 'ready') {
    setPrefilled(true);
    setSelected((ids) => [
      ...new Set([...ids, ...newestOfKinds(library.data, vacancy.requiredDocuments)]),
    ]);
  }

  // The questions are fixed when the profile first shows in this opening (answering one does
  // not make its field disappear while typing).
  const [asked, setAsked] = useState<ProfileFieldForApplying[] | null>(null);
  if (!show && asked) setAsked(null);
  if (show && !asked && profile) {
    setAsked(missingProfileFields(profile));
    setAnswers(answersOf(profile));
  }

  const chosenKinds = new Set(
    library.data.filter((d) => selected.includes(d.id)).map((d) => d.kind),
  );
  const missing = vacancy.requiredDocuments.filter((k) => !chosenKinds.has(k));
  // Kinds the library has no document of at all: those get a drop zone here.
  const absent = missing.filter((k) => !library.data.some((d) => d.kind === k));
  const kindName = (k: DocumentKind) => t(`portal.kinds.${k}`);

  const toggle = (id: string) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  const answerError = (field: ProfileFieldForApplying) =>
    field === 'graduationYear'
      ? t('portal.apply.yearInvalid')
      : t('portal.apply.answerNeeded', { field: t(`portal.profile.${field}`) });

  const submit = () =>
    sending.run(
      async () => {
        setInvalid(null);
        const checked = checkAnswers(t, vacancy.questions, draft.answers);
        if ('errors' in checked) {
          setScreeningErrors(checked.errors);
          const first = vacancy.questions.find((q) => checked.errors[q.id]);
          if (first) focusQuestion(first.id);
          throw { message: t('portal.screening.fix'), code: LOCAL_CHECK };
        }
        setScreeningErrors({});
        if (asked && asked.length > 0 && profile) {
          const checked = checkProfileAnswers(answers, asked);
          if ('field' in checked) {
            setInvalid(checked.field);
            document.getElementById(`apply-${checked.field}`)?.focus();
            throw { message: answerError(checked.field), code: LOCAL_CHECK };
          }
          const updated = await updateCandidate({
            id: profile.id,
            input: { ...checked.patch, expectedUpdatedAt: profile.updatedAt },
          }).unwrap();
          setAsked(missingProfileFields(updated));
        }
        // Sending: the note goes with the application (a failure saves it as a draft below).
        draft.hold();
        const application = await apply({
          vacancyId: vacancy.id,
          documentIds: selected,
          // The notice below was shown: the application may be shared with the organisation.
          noticeVersion: SHARING_NOTICE_VERSION,
          ...(vacancy.questions.length > 0 ? { answers: checked.answers } : {}),
          ...(draft.coverNote.trim() ? { coverNote: draft.coverNote.trim() } : {}),
        }).unwrap();
        draft.sent();
        onApplied(application);
      },
      (failed) => {
        draft.flush();
        if (failed.code === LOCAL_CHECK) return failed.message;
        const message = serverMessage(failed);
        // The server's check of an answer: shown on its question.
        if (typeof failed.field === 'string' && failed.field.startsWith('answers.')) {
          const questionId = failed.field.slice('answers.'.length);
          const text = screeningProblemText(t, failed.message ?? '');
          setScreeningErrors({ [questionId]: text });
          focusQuestion(questionId);
          return text;
        }
        const missing = (failed.missing ?? []) as DocumentKind[];
        if (missing.length > 0) {
          return t('portal.apply.missing', { kinds: missing.map(kindName).join(', ') });
        }
        if (profileFieldsForApplying.includes(failed.field as ProfileFieldForApplying)) {
          return t('portal.apply.profileNeeded');
        }
        if (message === 'This vacancy is not accepting applications')
          return t('portal.apply.closed');
        if (message === 'You have already applied for this vacancy')
          return t('portal.apply.already');
        return message ?? t('portal.apply.failed');
      },
    );

  return (
    <ActionDialog
      show={show}
      onHide={onHide}
      size="lg"
      title={t('portal.apply.title', { title: vacancy.title })}
      actionLabel={t('portal.apply.submit')}
      busyLabel={t('portal.apply.sending')}
      busy={sending.busy}
      disabled={missing.length > 0 || library.status !== 'ready' || !profile}
      error={sending.error}
      onAction={() => void submit()}
    >
      <ProfileQuestions
        questions={asked ?? []}
        answers={answers}
        onChange={setAnswers}
        invalid={invalid}
      />
      <ScreeningQuestions
        questions={vacancy.questions}
        values={draft.answers}
        onChange={answer}
        errors={screeningErrors}
      />
      <RequiredDocuments kinds={vacancy.requiredDocuments} chosen={chosenKinds} />
      <DocumentChoice
        documents={read.currentData ? library.data : null}
        failure={library.error}
        onRetry={() => void read.refetch()}
        selected={selected}
        onToggle={toggle}
        absent={absent}
        onUploaded={(doc) => setSelected((ids) => [...ids, doc.id])}
      />
      <CoverNoteField draft={draft} />
      <SharingNotice
        organisation={vacancy.employer.name}
        withAnswers={vacancy.questions.length > 0}
      />
      {missing.length > 0 && library.status === 'ready' && (
        <div className="alert alert-warning py-2 mb-2" role="status">
          {t('portal.apply.missing', { kinds: missing.map(kindName).join(', ') })}
        </div>
      )}
    </ActionDialog>
  );
}

/** Focus a screening question's input (its first choice for yes/no and single choice). */
function focusQuestion(questionId: string) {
  const input =
    document.getElementById(`screening-${questionId}`) ??
    document.querySelector<HTMLElement>(`input[name="screening-${questionId}"]`);
  input?.focus();
}

/** The ids of the newest document of each wanted kind the library holds. */
export function newestOfKinds(
  library: { id: string; kind: DocumentKind; createdAt: string }[],
  kinds: DocumentKind[],
): string[] {
  return kinds.flatMap((kind) => {
    const newest = library
      .filter((d) => d.kind === kind)
      .reduce<(typeof library)[number] | undefined>(
        (best, d) => (!best || d.createdAt > best.createdAt ? d : best),
        undefined,
      );
    return newest ? [newest.id] : [];
  });
}
