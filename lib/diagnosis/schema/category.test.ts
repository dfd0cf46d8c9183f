import { diagnosisCategorySchema } from './category';

describe('diagnosisCategorySchema', () => {
  it('trims the category and its description', () => {
    expect(diagnosisCategorySchema.parse({ name: '  Sinusitis ', description: ' Inflamed sinuses. ' })).toEqual({ name: 'Sinusitis', description: 'Inflamed sinuses.' });
    expect(diagnosisCategorySchema.parse({ name: 'Gout' })).toEqual({ name: 'Gout', description: '' });
  });

  it.each([
    [{ name: '' }, 'name', 'Category is required'],
    [{ name: '   ' }, 'name', 'Category is required'],
    [{}, 'name', 'Category is required'],
    [{ name: 'x'.repeat(81) }, 'name', 'Category must be at most 80 characters'],
    [{ name: 'Gout', description: 'd'.repeat(501) }, 'description', 'Description must be at most 500 characters'],
  ])('%j: %s says "%s"', (input, field, message) => {
    const result = diagnosisCategorySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });
});
