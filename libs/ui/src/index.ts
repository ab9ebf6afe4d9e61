export { cn } from './cn.js';
export { Button, buttonVariants } from './components/button.js';
export type { ButtonProps } from './components/button.js';
export { Input, Label } from './components/input.js';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './components/card.js';
export { Modal } from './components/modal.js';
export type { ModalProps } from './components/modal.js';
export { Toaster, toast } from './components/toaster.js';
export { Spinner } from './components/spinner.js';
