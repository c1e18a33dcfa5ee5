import { object, ref, string } from 'yup';
import { passwordProblem } from '../../../../shared/rules.ts';

// The forms that choose a new password (change, reset): the server's own rule, checked as you type.
export const PASSWORD_FORM_TEXTS = {
  currentRequired: 'Enter your current password',
  newRequired: 'Enter a new password',
  confirmRequired: 'Enter the new password again',
  mismatch: 'The two new passwords are not the same',
  emailRequired: 'Email is Required, can not be empty',
  emailInvalid: 'Enter a valid e-mail address',
} as const;

export const newPasswordField = () =>
  string()
    .required(PASSWORD_FORM_TEXTS.newRequired)
    .test('password-rule', (value, context) => {
      const problem = passwordProblem(value ?? '');
      return problem ? context.createError({ message: problem }) : true;
    });

export const confirmField = (of: string) =>
  string()
    .required(PASSWORD_FORM_TEXTS.confirmRequired)
    .oneOf([ref(of)], PASSWORD_FORM_TEXTS.mismatch);

export const changePasswordSchema = object({
  current: string().required(PASSWORD_FORM_TEXTS.currentRequired),
  next: newPasswordField(),
  confirm: confirmField('next'),
});

export const resetPasswordSchema = object({
  password: newPasswordField(),
  confirm: confirmField('password'),
});

export const forgotPasswordSchema = object({
  email: string().trim().required(PASSWORD_FORM_TEXTS.emailRequired).email(PASSWORD_FORM_TEXTS.emailInvalid),
});
