import type { Page } from '@careers/contracts';
import { api } from '../../../core/api/api.ts';
import type { ListUser, NewListUser, UsersResponse } from '../../../fake-api/types.ts';
import { pagedList } from '../shared/paged-list.ts';
import type { UserParams } from './users-api.ts';
import { deleteById, postRecord } from '../shared/sample-mutations.ts';

/**
 * The sample users' calls. Adding or deleting a user refetches the statistics (every user) and
 * the page shown, so a new user can be found.
 */
export const usersApi = api.enhanceEndpoints({ addTagTypes: ['ListUser'] }).injectEndpoints({
  endpoints: (build) => ({
    /** One page of the list, as the app's list state reads pages. */
    getUsers: build.query<Page<ListUser>, UserParams>({
      ...pagedList<UsersResponse, ListUser, UserParams>('/api/users/list/data', (res) => res.users),
      providesTags: ['ListUser'],
    }),
    getAllUsers: build.query<ListUser[], void>({
      query: () => '/api/users/list/all-data',
      providesTags: ['ListUser'],
    }),
    getUser: build.query<ListUser, number>({
      query: (id) => ({ url: '/api/users/user', params: { id } }),
      transformResponse: (res: { user: ListUser }) => res.user,
      providesTags: ['ListUser'],
    }),
    addUser: build.mutation<ListUser, Partial<NewListUser>>({
      ...postRecord<ListUser>('/apps/users/add-user', 'user'),
      invalidatesTags: ['ListUser'],
    }),
    deleteUser: build.mutation<void, number>({
      ...deleteById('/apps/users/delete'),
      invalidatesTags: ['ListUser'],
    }),
  }),
});

export const { useGetAllUsersQuery, useGetUserQuery, useAddUserMutation, useDeleteUserMutation } =
  usersApi;
