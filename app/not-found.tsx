/** Any unknown path: a not-found page with only the text PageNotFound, as the original app showed it. */
export default function NotFound() {
  return (
    <div className="grid min-h-[60svh] place-items-center">
      <p className="text-2xl font-semibold">PageNotFound</p>
    </div>
  );
}
