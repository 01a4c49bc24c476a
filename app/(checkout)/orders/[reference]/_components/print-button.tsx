// The order page's print button: the shared one (components/ui/print-button.tsx).
export { PrintButton } from '@/components/ui/print-button';
