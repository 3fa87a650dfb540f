/**
 * For the screens that load with the sign-in page, before Redux Toolkit (DESIGN §6 budget): the
 * shared http client loaded on first use, and the one error normaliser. Everything else loads and
 * changes data through the endpoints of core/api.
 */
export { loadHttp } from '../http/api-error.ts';
export { toApiError, isApiError, serverMessage, type ApiError } from './api-error.ts';
