'use client';

import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { formResolver } from '@/components/forms/form-resolver';
import { TextAreaField, TextField } from '@/components/forms/text-field';
import { FormAlert } from '@/components/forms/form-alert';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { createDiagnosisCategory } from '@/lib/diagnosis/actions/categories';
import { diagnosisCategorySchema, type DiagnosisCategoryValues } from '@/lib/diagnosis/schema/category';

type CategoryFormValues = { name: string; description: string };
const EMPTY: CategoryFormValues = { name: '', description: '' };

/** The 'New Diagnosis Category' dialog: category and description, Save and Cancel. */
export function NewCategoryDialog() {
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, setError, reset, formState } = useForm<CategoryFormValues, unknown, DiagnosisCategoryValues>({
    resolver: formResolver<CategoryFormValues, typeof diagnosisCategorySchema>(diagnosisCategorySchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;
  const { formError, setFormError, submit } = useFormSubmit(setError);

  function onOpenChange(next: boolean) {
    setOpen(next);
    // Cancel forgets what was typed: the next opening starts empty.
    if (!next) {
      reset(EMPTY);
      setFormError(null);
    }
  }

  async function onSubmit(values: DiagnosisCategoryValues) {
    await submit(
      () => createDiagnosisCategory(values),
      (category) => {
        toast.success(`Diagnosis category ${category.name} added successfully`);
        onOpenChange(false);
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          New Diagnosis Category
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New Diagnosis Category</DialogTitle>
          <DialogDescription>The category appears in the diagnosis test form once saved.</DialogDescription>
        </DialogHeader>
        <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
          <FormAlert message={formError} />
          <TextField id="category-name" label="Category" error={errors.name?.message} registration={register('name')} />
          <TextAreaField id="category-description" label="Description" error={errors.description?.message} registration={register('description')} />
          <DialogFormFooter saving={isSubmitting} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
