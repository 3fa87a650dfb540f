import { ChevronLeft, ChevronRight } from 'react-feather';
import ReactPaginateModule from 'react-paginate';
import { useTranslation } from '../../../core/i18n/use-translation.ts';

// react-paginate ships a UMD bundle: depending on the bundler's interop its default import is
// either the component or the module object holding it.
const ReactPaginate =
  (ReactPaginateModule as unknown as { default?: typeof ReactPaginateModule }).default ??
  ReactPaginateModule;

interface PaginatorProps {
  pageCount: number;
  /** 0-based. */
  page: number;
  onChange: (page: number) => void;
  size?: 'sm' | 'lg';
  align?: 'start' | 'center' | 'end';
  /** Accessible name of the navigation landmark. */
  label: string;
  rounded?: boolean;
}

/** react-paginate dressed as Bootstrap's pagination, with translated labels. */
export function Paginator({
  pageCount,
  page,
  onChange,
  size,
  align = 'start',
  label,
  rounded = false,
}: PaginatorProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label}>
      <ReactPaginate
        pageCount={pageCount}
        forcePage={page}
        onPageChange={({ selected }) => onChange(selected)}
        pageRangeDisplayed={3}
        marginPagesDisplayed={1}
        containerClassName={`pagination ext-paginate mb-0 justify-content-${align} ${size ? `pagination-${size}` : ''} ${rounded ? 'ext-paginate-rounded' : ''}`}
        pageClassName="page-item"
        pageLinkClassName="page-link"
        previousClassName="page-item"
        previousLinkClassName="page-link"
        nextClassName="page-item"
        nextLinkClassName="page-link"
        breakClassName="page-item"
        breakLinkClassName="page-link"
        activeClassName="active"
        disabledClassName="disabled"
        previousLabel={<ChevronLeft size={16} className="ext-flip-rtl" aria-hidden="true" />}
        nextLabel={<ChevronRight size={16} className="ext-flip-rtl" aria-hidden="true" />}
        previousAriaLabel={t('uiExtensions.pagination.previous')}
        nextAriaLabel={t('uiExtensions.pagination.next')}
        breakAriaLabels={{
          forward: t('uiExtensions.pagination.jumpForward'),
          backward: t('uiExtensions.pagination.jumpBackward'),
        }}
        ariaLabelBuilder={(n, selected) =>
          selected
            ? t('uiExtensions.pagination.currentPage', { page: n })
            : t('uiExtensions.pagination.goToPage', { page: n })
        }
      />
    </nav>
  );
}
