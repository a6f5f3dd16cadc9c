import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-hot-toast';
import { Pencil } from 'lucide-react';
import { UpdateUserRequestSchema } from '@shop/contract';
import type { UpdateUserRequest, User } from '@shop/contract';
import { ApiError } from '../../lib/api-client';
import { FormField, submitWith } from '../../components/ui/form-field';
import { SubmitButton } from '../../components/ui/submit-button';
import { useCurrentUser } from '../../lib/use-current-user';
import { useSession } from '../../lib/session-context';
import { useTexts } from '../../lib/locale';
import { accountFieldTexts } from './account-field-texts';
import { accountFields } from './account-fields';
import { updateUser } from './account-requests';
import { profileTexts } from './profile-texts';
import { AvatarUploadDialog } from './avatar-upload-dialog';
import { UserAvatar } from './user-avatar';

/** /dashboard/profile: picture and contact details. The dashboard only renders it logged in. */
export function ProfilePage() {
  // Through the query, so the page shows fresh details (it refetches when they are stale).
  const { data: user } = useCurrentUser();
  const [editingAvatar, setEditingAvatar] = useState(false);
  const t = useTexts(profileTexts);
  if (!user) return null;

  return (
    <section className="max-w-xl">
      <h1 className="text-xl font-bold text-stone-900 sm:text-2xl">{t.heading}</h1>

      <div className="mt-5 flex items-center gap-4">
        <UserAvatar user={user} size={88} />
        <button
          type="button"
          onClick={() => {
            setEditingAvatar(true);
          }}
          className="inline-flex h-10 items-center gap-2 rounded-full border border-brand-300 px-4 text-sm font-semibold text-brand-800 hover:border-brand-500 hover:bg-brand-50"
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t.edit}
        </button>
      </div>
      {editingAvatar && (
        <AvatarUploadDialog
          onClose={() => {
            setEditingAvatar(false);
          }}
        />
      )}

      <ProfileForm user={user} />
    </section>
  );
}

/** Whether the typed e-mail is another than the account's (the API compares them trimmed, lower-cased). */
const isNewEmail = (typed: string, current: string) => typed.trim().toLowerCase() !== current;

function ProfileForm({ user }: { user: User }) {
  const { refreshUser } = useSession();
  const t = useTexts(profileTexts);
  const f = useTexts(accountFieldTexts);
  const fields = accountFields(f);
  const form = useForm({
    resolver: zodResolver(UpdateUserRequestSchema),
    // `values`: when the reloaded user arrives, the form shows it and counts as unchanged again.
    values: { name: user.name, email: user.email, mobile: user.mobile, currentPassword: '' },
  });
  const {
    handleSubmit,
    control,
    setError,
    formState: { isDirty },
  } = form;
  const values = useWatch({ control, name: ['name', 'email', 'mobile'] });
  const currentPassword = useWatch({ control, name: 'currentPassword' }) ?? '';
  // A new e-mail needs the account's password: a session left open (or stolen) cannot move it.
  const changesEmail = isNewEmail(values[1], user.email);
  // A new e-mail is the account's only once confirmed from its inbox: say where the link went.
  const [pendingEmail, setPendingEmail] = useState<string>();

  const save = useMutation({
    mutationFn: updateUser,
    onSuccess: async (answer) => {
      toast.success(answer.message);
      if (answer.data.pendingEmail) setPendingEmail(answer.data.pendingEmail);
      await refreshUser();
    },
    onError: (error) => {
      // The refusal of the password shows under its field too, where the shopper types it again.
      const refused = error instanceof ApiError ? error.errors : [];
      const onPassword = refused.find((fault) => fault.path === 'currentPassword');
      if (onPassword) setError('currentPassword', { message: onPassword.message });
    },
  });

  // The password goes only with a new e-mail: nothing else needs it.
  const send = ({ currentPassword: typed, ...body }: UpdateUserRequest) => {
    save.mutate(
      isNewEmail(body.email, user.email) ? { ...body, currentPassword: typed ?? '' } : body,
    );
  };

  return (
    <form noValidate onSubmit={submitWith(handleSubmit, send)} className="mt-8 space-y-4">
      <FormField form={form} name="name" required {...fields.name} />
      <FormField form={form} name="email" required {...fields.email} />
      {changesEmail && (
        <div className="space-y-1.5">
          <FormField
            form={form}
            name="currentPassword"
            password
            label={t.currentPassword}
            autoComplete="current-password"
            required
            placeholder={t.currentPasswordPlaceholder}
          />
          <p className="text-sm text-stone-600">{t.emailChangeHint}</p>
        </div>
      )}
      {pendingEmail && (
        <p role="status" className="text-sm text-stone-600">
          {t.pendingBefore} <strong>{pendingEmail}</strong>. {t.pendingAfter}
        </p>
      )}
      <FormField
        form={form}
        name="mobile"
        label={f.mobile}
        type="tel"
        autoComplete="tel"
        required
        placeholder={t.mobilePlaceholder}
      />
      <SubmitButton
        disabled={
          !isDirty || values.some((value) => !value.trim()) || (changesEmail && !currentPassword)
        }
        pending={save.isPending}
        className="sm:w-auto sm:min-w-40"
      >
        {t.submit}
      </SubmitButton>
    </form>
  );
}
