import path from 'node:path';
import { RuleTester } from 'eslint';
import * as tsParser from '@typescript-eslint/parser';
import plugin from './domain-imports.mjs';

const tester = new RuleTester({ languageOptions: { parser: tsParser, ecmaVersion: 2022, sourceType: 'module' } });
const at = (file: string) => path.join(process.cwd(), file);

tester.run('domain-imports', plugin.rules['domain-imports'], {
  valid: [
    { filename: at('lib/appointments/writes/booking.ts'), code: "import { getSchedule } from '@/lib/schedule/queries';" },
    { filename: at('lib/appointments/rules/booking.ts'), code: "import { formatClockTime } from '@/lib/clinic-time';" },
    { filename: at('lib/appointments/rules/booking.ts'), code: "import type { Appointment } from '@/lib/appointments/queries/appointments';" },
    { filename: at('components/layout/top-bar.tsx'), code: "'use client';\nimport type { Notifications } from '@/lib/dashboard/queries/notifications';" },
    { filename: at('components/allergies/allergy-editor.tsx'), code: "'use client';\nimport { recordAllergy } from '@/lib/patients/actions/allergies';" },
    { filename: at('app/doctor/patients/page.tsx'), code: "import { listPatients } from '@/lib/patients/queries/list';" },
    { filename: at('lib/patients/rules/csv.test.ts'), code: "import { z } from '@/lib/zod';" },
    { filename: at('app/doctor/settings/staff/page.tsx'), code: "import type { StaffChange } from '@/lib/staff/writes/staff';" },
    { filename: at('app/doctor/patients/page.test.tsx'), code: "import { createPatient } from '@/lib/patients/writes/patient';" },
  ],
  invalid: [
    { filename: at('lib/patients/rules/label.ts'), code: "import { Button } from '@/components/ui/button';", errors: [{ messageId: 'libImportsScreens' }] },
    { filename: at('lib/reports/queries/authors.ts'), code: "import type { Props } from '@/app/doctor/reports/page';", errors: [{ messageId: 'libImportsScreens' }] },
    { filename: at('lib/appointments/rules/booking.ts'), code: "import { z } from '@/lib/zod';", errors: [{ messageId: 'rulesImportZod' }] },
    { filename: at('lib/appointments/rules/booking.ts'), code: "import { listAppointments } from '../queries/appointments';", errors: [{ messageId: 'rulesImportServer' }] },
    { filename: at('lib/schedule/schema.ts'), code: "import { getSchedule } from './writes';", errors: [{ messageId: 'schemaImportsServer' }] },
    { filename: at('lib/patients/schema/list.ts'), code: "export { listPatients } from '@/lib/patients/queries/list';", errors: [{ messageId: 'schemaImportsServer' }] },
    { filename: at('components/layout/top-bar.tsx'), code: "'use client';\nimport { getNotifications } from '@/lib/dashboard/queries/notifications';", errors: [{ messageId: 'clientImportsServer' }] },
    { filename: at('components/prescription/medicine-picker.tsx'), code: "'use client';\nconst load = () => import('@/lib/medicines/writes');", errors: [{ messageId: 'clientImportsServer' }] },
    { filename: at('app/(public)/setup/page.tsx'), code: "import { createFirstAdministrator } from '@/lib/auth/writes/new-accounts';", errors: [{ messageId: 'screenImportsWrites' }] },
  ],
});
