'use client';

import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { REPORT_TABS } from '@/lib/constants';
import type { CaseReport } from '@/lib/data/case-reports';
import type { OperationDocument } from '@/lib/data/documents';
import type { Investigation } from '@/lib/data/investigations';
import { CaseReportsTable } from './case-reports-table';
import { DocumentsTable } from './documents-table';
import { InvestigationsTable } from './investigations-table';
import type { SignedInDoctor } from './new-case-report-dialog';

export type ReportTab = (typeof REPORT_TABS)[number];

interface ReportsTabsProps {
  initialTab: ReportTab;
  births: CaseReport[];
  deaths: CaseReport[];
  investigations: Investigation[];
  documents: OperationDocument[];
  doctor: SignedInDoctor;
}

/** Birth, Death, Investigation and Operation Reports, in line style; the open tab is kept in `?tab=` across reloads. */
export function ReportsTabs({ initialTab, births, deaths, investigations, documents, doctor }: ReportsTabsProps) {
  const [tab, setTab] = useState<ReportTab>(initialTab);

  function choose(value: string) {
    setTab(value as ReportTab);
    const url = new URL(window.location.href);
    url.searchParams.set('tab', value);
    // Only the address changes: all four tables are already on the page.
    window.history.replaceState(null, '', url);
  }

  return (
    <Tabs value={tab} onValueChange={choose} className="gap-4">
      <TabsList variant="line" aria-label="Report types">
        <TabsTrigger value="birth">Birth</TabsTrigger>
        <TabsTrigger value="death">Death</TabsTrigger>
        <TabsTrigger value="investigation">Investigation</TabsTrigger>
        <TabsTrigger value="operation">Operation Reports</TabsTrigger>
      </TabsList>
      <TabsContent value="birth">
        <CaseReportsTable kind="birth" reports={births} doctor={doctor} />
      </TabsContent>
      <TabsContent value="death">
        <CaseReportsTable kind="death" reports={deaths} doctor={doctor} />
      </TabsContent>
      <TabsContent value="investigation">
        <InvestigationsTable investigations={investigations} />
      </TabsContent>
      <TabsContent value="operation">
        <DocumentsTable documents={documents} />
      </TabsContent>
    </Tabs>
  );
}
