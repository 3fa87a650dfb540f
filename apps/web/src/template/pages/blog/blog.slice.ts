import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../core/store/root-reducer.ts';
import type { BlogComment, BlogEdit } from '../../../fake-api/types.ts';

export interface SavedBlogPost extends Omit<BlogEdit, 'blogCategories'> {
  blogCategories: string[];
  /** Sanitised HTML from the editor. */
  contentHtml: string;
}

export interface BlogState {
  /** Comments added in this session, by post id (shown after the loaded ones). */
  comments: Record<number, BlogComment[]>;
  /** Posts saved from the edit page in this session, by id. */
  saved: Record<number, SavedBlogPost>;
}

const initialState: BlogState = { comments: {}, saved: {} };

export const blogSlice = createSlice({
  name: 'blog',
  initialState,
  reducers: {
    commentAdded(state, action: PayloadAction<{ postId: number; comment: BlogComment }>) {
      const { postId, comment } = action.payload;
      (state.comments[postId] ??= []).push(comment);
    },
    postSaved(state, action: PayloadAction<SavedBlogPost>) {
      state.saved[action.payload.id] = action.payload;
    },
  },
  selectors: {
    selectAddedComments: (state, postId: number) => state.comments[postId],
    selectSavedPost: (state, postId: number) => state.saved[postId],
  },
});

declare module '../../../core/store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof blogSlice> {}
}

export const injectedBlog = blogSlice.injectInto(rootReducer);
export const { commentAdded, postSaved } = blogSlice.actions;
export const { selectAddedComments, selectSavedPost } = injectedBlog.selectors;
