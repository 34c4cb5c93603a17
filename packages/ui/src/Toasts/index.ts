export { ToastRegion } from './ToastRegion';
export { showToast, type Toast } from './toastQueue';
