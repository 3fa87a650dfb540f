import { ToastContainer } from 'react-toastify';

export function AppToastContainer({ rtl }: { rtl: boolean }) {
  return <ToastContainer newestOnTop position={rtl ? 'top-left' : 'top-right'} rtl={rtl} />;
}
