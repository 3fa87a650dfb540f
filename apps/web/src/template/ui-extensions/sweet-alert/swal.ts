import Swal, { type SweetAlertOptions } from 'sweetalert2';

/** The skin in force: sweetalert2 mounts on body, outside React, so it asks the document. */
export function currentSkin(): 'dark' | 'light' {
  return document.documentElement.getAttribute('data-bs-theme') === 'dark' ? 'dark' : 'light';
}

/** Opens a dialog dressed as the theme: Bootstrap buttons, theme colours, the current skin. */
export function fire(options: SweetAlertOptions) {
  const { customClass, ...rest } = options;
  const extra = typeof customClass === 'object' ? customClass : {};
  return Swal.fire({
    theme: currentSkin(),
    buttonsStyling: false,
    ...rest,
    customClass: {
      popup: 'swal-themed',
      confirmButton: 'btn btn-primary',
      cancelButton: 'btn btn-outline-secondary',
      denyButton: 'btn btn-outline-danger',
      ...extra,
    },
  });
}
