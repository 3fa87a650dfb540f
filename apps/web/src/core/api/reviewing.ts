import {
  noteListSchema,
  noteSchema,
  noteVersionListSchema,
  ratingSummarySchema,
  tagListSchema,
  tagSchema,
  type Note,
  type NoteSubject,
  type NoteVersion,
  type RatingSummary,
  type Tag,
  type TagInput,
  type UpdateTagInput,
} from '@careers/contracts';
import { api, LIST } from './api.ts';
import { whenSaved } from './resource.ts';

/*
 * Staff's review of applications and candidates: notes, ratings and tags (staff screens only;
 * the portal never asks for them).
 */

const base = { application: '/api/v1/applications', candidate: '/api/v1/candidates' } as const;
const listOf = { application: 'Application', candidate: 'Candidate' } as const;
const notesOf = (subject: NoteSubject, id: string) => ({
  type: 'Review' as const,
  id: `notes:${subject}:${id}`,
});
const tagsOf = (subject: NoteSubject, id: string) => ({
  type: 'Review' as const,
  id: `tags:${subject}:${id}`,
});
const versionsOf = (noteId: string) => ({ type: 'Review' as const, id: `versions:${noteId}` });
const ratingOf = (id: string) => ({ type: 'Review' as const, id: `rating:${id}` });
const allTags = { type: 'Review' as const, id: 'tags' };

// Checked against the contracts in development and tests only (see vacancies.ts).
const contracts =
  import.meta.env.DEV || import.meta.env.MODE === 'test'
    ? {
        note: noteSchema,
        notes: noteListSchema,
        versions: noteVersionListSchema,
        rating: ratingSummarySchema,
        tag: tagSchema,
        tags: tagListSchema,
      }
    : undefined;

export interface ReviewTarget {
  subject: NoteSubject;
  id: string;
}

export const reviewingApi = api.enhanceEndpoints({ addTagTypes: ['Review'] }).injectEndpoints({
  endpoints: (build) => ({
    getNotes: build.query<Note[], ReviewTarget>({
      query: ({ subject, id }) => `${base[subject]}/${id}/notes`,
      extraOptions: { schema: contracts?.notes },
      transformResponse: (body: { data: Note[] }) => body.data,
      providesTags: (_n, _e, { subject, id }) => [notesOf(subject, id)],
    }),
    addNote: build.mutation<Note, ReviewTarget & { body: string }>({
      query: ({ subject, id, body }) => ({
        url: `${base[subject]}/${id}/notes`,
        method: 'POST',
        body: { body },
      }),
      extraOptions: { schema: contracts?.note },
      invalidatesTags: (_n, error, { subject, id }) => (error ? [] : [notesOf(subject, id)]),
    }),
    /** An edit from the text as shown: one changed meanwhile (another tab) is a 409, then reread. */
    editNote: build.mutation<Note, { note: Note; body: string }>({
      query: ({ note, body }) => ({
        url: `/api/v1/notes/${note.id}`,
        method: 'PATCH',
        body: { body, expectedUpdatedAt: note.editedAt ?? note.createdAt },
      }),
      extraOptions: { schema: contracts?.note },
      invalidatesTags: (_n, _error, { note }) => [
        notesOf(note.subject, note.subjectId),
        versionsOf(note.id),
      ],
    }),
    /** The earlier texts of a note, oldest first. */
    getNoteVersions: build.query<NoteVersion[], string>({
      query: (noteId) => `/api/v1/notes/${noteId}/versions`,
      extraOptions: { schema: contracts?.versions },
      transformResponse: (body: { data: NoteVersion[] }) => body.data,
      providesTags: (_v, _e, noteId) => [versionsOf(noteId)],
    }),
    deleteNote: build.mutation<void, Note>({
      query: (note) => ({ url: `/api/v1/notes/${note.id}`, method: 'DELETE' }),
      invalidatesTags: (_n, error, note) => (error ? [] : [notesOf(note.subject, note.subjectId)]),
    }),
    getRating: build.query<RatingSummary, string>({
      query: (id) => `${base.application}/${id}/rating`,
      extraOptions: { schema: contracts?.rating },
      providesTags: (_r, _e, id) => [ratingOf(id)],
    }),
    rate: build.mutation<RatingSummary, { id: string; value: number }>({
      query: ({ id, value }) => ({
        url: `${base.application}/${id}/rating`,
        method: 'PUT',
        body: { value },
      }),
      extraOptions: { schema: contracts?.rating },
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        await whenSaved(queryFulfilled, (data) => {
          dispatch(reviewingApi.util.upsertQueryData('getRating', id, data));
        });
      },
    }),
    clearRating: build.mutation<void, string>({
      query: (id) => ({ url: `${base.application}/${id}/rating`, method: 'DELETE' }),
      invalidatesTags: (_r, error, id) => (error ? [] : [ratingOf(id)]),
    }),
    getTags: build.query<Tag[], void>({
      query: () => '/api/v1/tags',
      extraOptions: { schema: contracts?.tags },
      transformResponse: (body: { data: Tag[] }) => body.data,
      providesTags: [allTags],
    }),
    createTag: build.mutation<Tag, TagInput>({
      query: (body) => ({ url: '/api/v1/tags', method: 'POST', body }),
      extraOptions: { schema: contracts?.tag },
      invalidatesTags: (_t, error) => (error ? [] : [allTags]),
    }),
    updateTag: build.mutation<Tag, { id: string } & UpdateTagInput>({
      query: ({ id, ...body }) => ({ url: `/api/v1/tags/${id}`, method: 'PATCH', body }),
      extraOptions: { schema: contracts?.tag },
      // A renamed or recoloured tag shows so wherever it is on.
      invalidatesTags: (_t, error) => (error ? [] : ['Review']),
    }),
    deleteTag: build.mutation<void, string>({
      query: (id) => ({ url: `/api/v1/tags/${id}`, method: 'DELETE' }),
      invalidatesTags: (_t, error) =>
        error ? [] : ['Review', { type: 'Application', id: LIST }, { type: 'Candidate', id: LIST }],
    }),
    getRecordTags: build.query<Tag[], ReviewTarget>({
      query: ({ subject, id }) => `${base[subject]}/${id}/tags`,
      extraOptions: { schema: contracts?.tags },
      transformResponse: (body: { data: Tag[] }) => body.data,
      providesTags: (_t, _e, { subject, id }) => [tagsOf(subject, id)],
    }),
    /** Puts a tag on the record; the lists filtered by tags read afresh. */
    attachTag: build.mutation<Tag[], ReviewTarget & { tagId: string }>({
      query: ({ subject, id, tagId }) => ({
        url: `${base[subject]}/${id}/tags/${tagId}`,
        method: 'PUT',
      }),
      extraOptions: { schema: contracts?.tags },
      transformResponse: (body: { data: Tag[] }) => body.data,
      invalidatesTags: (_t, error, { subject, id }) =>
        error ? [] : [tagsOf(subject, id), { type: listOf[subject], id: LIST }],
    }),
    detachTag: build.mutation<void, ReviewTarget & { tagId: string }>({
      query: ({ subject, id, tagId }) => ({
        url: `${base[subject]}/${id}/tags/${tagId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_t, error, { subject, id }) =>
        error ? [] : [tagsOf(subject, id), { type: listOf[subject], id: LIST }],
    }),
  }),
});

export const {
  useGetNotesQuery,
  useAddNoteMutation,
  useEditNoteMutation,
  useGetNoteVersionsQuery,
  useDeleteNoteMutation,
  useGetRatingQuery,
  useRateMutation,
  useClearRatingMutation,
  useGetTagsQuery,
  useCreateTagMutation,
  useUpdateTagMutation,
  useDeleteTagMutation,
  useGetRecordTagsQuery,
  useAttachTagMutation,
  useDetachTagMutation,
} = reviewingApi;
