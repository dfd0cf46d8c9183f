/** What a bed's dialog needs of it: its id to send and its label to name it, not the whole row. */
export interface BedTarget {
  bedId: number;
  label: string;
}
