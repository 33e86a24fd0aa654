import '../../lib/zod-setup';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Mail } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import type { OfficeStatus } from '../../api/office';
import { Button } from '../../components/ui/button';
import { controlClass, Field } from '../../components/ui/field';
import { OfficeRequestError, officeClient } from './client';
import { failureMessage } from './messages';
import { Panel } from './panel';

/** Why the sign-in shows: the session ended by itself, or the person signed out. */
export type SignInNotice = 'ended' | 'signed-out';

const notices: Record<SignInNotice, string> = {
  ended: 'Your session has ended. Sign in again to carry on.',
  'signed-out': 'You have signed out.',
};

/** The one answer to a code request, the same whether or not the address may sign in. */
export const CODE_SENT =
  'If that address may sign in to the office, we have sent it a code and a sign-in link. Either signs you in ' +
  'once, within 10 minutes; the link only in this browser.';

/** What the code step says when the page did not ask for the code (a mail's link opened in another browser). */
export const CODE_IN_MAIL = 'Type the code from the same mail as the link. It works once, for 10 minutes.';

export const CODE_LENGTH = 8;

const emailSchema = z.object({
  email: z.string().trim().email('Enter your e-mail address, like name@example.com.'),
});
const codeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(
      z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), `Enter the ${CODE_LENGTH} digits of the code.`),
    ),
});

interface SignInProps {
  /** The CLI's link token, when the page was opened with one (link-token.ts). */
  linkToken: string | null;
  onLinkDone: () => void;
  notice: SignInNotice | null;
}

/**
 * Where the sign-in is: the address (to ask for a code, or, from a mail's link opened in another browser, to
 * type the code that mail holds), then the code.
 */
type Step = { at: 'email'; haveCode: boolean } | { at: 'code'; email: string; asked: boolean };

/**
 * Signed out: the link (the code mail's or the CLI's), if the page was opened with one; otherwise an e-mail,
 * then the mailed code.
 */
export function SignIn({ linkToken, onLinkDone, notice }: SignInProps) {
  const [step, setStep] = useState<Step>({ at: 'email', haveCode: false });
  if (linkToken) {
    const typeCode = () => {
      setStep({ at: 'email', haveCode: true });
      onLinkDone();
    };
    return <LinkSignIn token={linkToken} onDone={onLinkDone} onTypeCode={typeCode} />;
  }
  if (step.at === 'code') {
    return (
      <CodeStep
        email={step.email}
        asked={step.asked}
        onRestart={() => setStep({ at: 'email', haveCode: false })}
      />
    );
  }
  return (
    <EmailStep
      notice={notice}
      haveCode={step.haveCode}
      onNext={(email, asked) => setStep({ at: 'code', email, asked })}
    />
  );
}

function useSignedIn() {
  const client = useQueryClient();
  return (status: OfficeStatus) => {
    client.setQueryData(['office', 'notice'], null);
    client.setQueryData(['office', 'status'], status);
  };
}

/** An error the page announces at once (the live region is there before its text is). */
function FormAlert({ message, hidden = false }: { message: string | null; hidden?: boolean }) {
  const look = hidden
    ? 'sr-only'
    : message
      ? 'rounded-control bg-danger-50 px-3 py-2 font-medium text-danger-700'
      : '';
  return (
    <p role="alert" className={look}>
      {message}
    </p>
  );
}

function EmailStep({
  notice,
  haveCode,
  onNext,
}: {
  notice: SignInNotice | null;
  /** The person has a code already (a mail's link opened in another browser): no code is asked for. */
  haveCode: boolean;
  onNext: (email: string, asked: boolean) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof emailSchema>, unknown, z.output<typeof emailSchema>>({
    resolver: zodResolver(emailSchema),
  });
  const request = useMutation({
    mutationFn: (email: string) => officeClient.requestCode(email),
    onSuccess: (_, email) => onNext(email, true),
  });
  return (
    <Panel title={haveCode ? 'Sign in with the code from the mail' : 'Sign in to the office'}>
      {notice ? (
        <p role="status" className="rounded-control bg-brand-50 px-3 py-2 font-medium text-brand-800">
          {notices[notice]}
        </p>
      ) : null}
      <p>
        {haveCode
          ? 'Give the address the mail went to, then type its code.'
          : 'We mail a one-time code to the address you give, if it may sign in.'}
      </p>
      <form
        noValidate
        onSubmit={handleSubmit(({ email }) => (haveCode ? onNext(email, false) : request.mutate(email)))}
        className="space-y-4"
      >
        <Field id="office-email" label="Your e-mail address" error={errors.email?.message}>
          {(control) => (
            <input
              {...control}
              {...register('email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              className={controlClass(!!errors.email)}
            />
          )}
        </Field>
        <FormAlert message={request.isError ? failureMessage(request.error) : null} />
        {haveCode ? (
          <Button type="submit" className="w-full sm:w-auto">
            <KeyRound aria-hidden="true" className="h-4 w-4" />
            Type the code
          </Button>
        ) : (
          <Button type="submit" disabled={request.isPending} className="w-full sm:w-auto">
            <Mail aria-hidden="true" className="h-4 w-4" />
            {request.isPending ? 'Sending…' : 'Send me a code'}
          </Button>
        )}
      </form>
    </Panel>
  );
}

function CodeStep({
  email,
  asked,
  onRestart,
}: {
  email: string;
  /** Whether this page asked for the code (otherwise the person has it from a mail's link). */
  asked: boolean;
  onRestart: () => void;
}) {
  const signedIn = useSignedIn();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<z.input<typeof codeSchema>, unknown, z.output<typeof codeSchema>>({
    resolver: zodResolver(codeSchema),
  });
  // The code's field takes the focus, so the mail's code can be pasted (or filled in) at once; its description
  // says where the code went.
  useEffect(() => setFocus('code'), [setFocus]);
  const signIn = useMutation({
    mutationFn: (code: string) => officeClient.signIn(email, code),
    onSuccess: signedIn,
    onError: (error) => {
      setError('code', { message: failureMessage(error) });
      setFocus('code', { shouldSelect: true });
    },
  });
  const resend = useMutation({
    mutationFn: () => officeClient.requestCode(email),
    onSuccess: () => void toast.success('Asked for another code', { description: CODE_SENT }),
    onError: (error) => void toast.error(failureMessage(error)),
  });
  return (
    <Panel title="Enter the code" focusHeading={false}>
      <p id="office-code-sent" role="status">
        {asked ? CODE_SENT : CODE_IN_MAIL}
      </p>
      <p className="text-sm text-ink-600">
        {asked ? 'Sent to' : 'For'} <span className="font-semibold break-all text-ink-900">{email}</span>
      </p>
      <form noValidate onSubmit={handleSubmit(({ code }) => signIn.mutate(code))} className="space-y-4">
        <Field
          id="office-code"
          label={`The ${CODE_LENGTH}-digit code`}
          hint="From the newest mail, if you asked more than once."
          error={errors.code?.message}
        >
          {(control) => (
            <input
              {...control}
              aria-describedby={['office-code-sent', control['aria-describedby']].filter(Boolean).join(' ')}
              {...register('code')}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={CODE_LENGTH + 2}
              spellCheck={false}
              className={controlClass(!!errors.code, 'max-w-[14rem] font-mono text-lg tracking-[0.2em]')}
            />
          )}
        </Field>
        <FormAlert hidden message={signIn.isError ? (errors.code?.message ?? null) : null} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={signIn.isPending}>
            <KeyRound aria-hidden="true" className="h-4 w-4" />
            {signIn.isPending ? 'Signing in…' : 'Sign in'}
          </Button>
          <Button variant="secondary" onClick={() => resend.mutate()} disabled={resend.isPending}>
            Send another code
          </Button>
          <Button variant="ghost" onClick={onRestart}>
            Use another address
          </Button>
        </div>
      </form>
    </Panel>
  );
}

/**
 * A sign-in link, the code mail's or the CLI's: nothing happens until the button is pressed, which POSTs the
 * token. A mail's link opened in another browser signs nobody in and stays unused: the page says to type the
 * code instead, and offers to, here.
 */
function LinkSignIn({
  token,
  onDone,
  onTypeCode,
}: {
  token: string;
  onDone: () => void;
  onTypeCode: () => void;
}) {
  const signedIn = useSignedIn();
  const signIn = useMutation({
    mutationFn: () => officeClient.linkSignIn(token),
    onSuccess: (status) => {
      onDone();
      signedIn(status);
    },
  });
  const otherBrowser = signIn.error instanceof OfficeRequestError && signIn.error.error === 'other-browser';
  return (
    <Panel title="Sign in with your link">
      <p>
        This link signs you in once, within 10 minutes of being made. Nothing happens until you press the
        button.
      </p>
      <FormAlert message={signIn.isError ? failureMessage(signIn.error) : null} />
      <div className="flex flex-wrap gap-3">
        {otherBrowser ? (
          <Button onClick={onTypeCode}>
            <KeyRound aria-hidden="true" className="h-4 w-4" />
            Type the code here
          </Button>
        ) : (
          <Button onClick={() => signIn.mutate()} disabled={signIn.isPending}>
            <KeyRound aria-hidden="true" className="h-4 w-4" />
            {signIn.isPending ? 'Signing in…' : 'Sign in'}
          </Button>
        )}
        {signIn.isError && !otherBrowser ? (
          <Button variant="secondary" onClick={onDone}>
            Sign in with a code
          </Button>
        ) : null}
      </div>
    </Panel>
  );
}
