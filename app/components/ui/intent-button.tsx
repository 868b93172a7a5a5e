// A button that posts one `intent` to a route's action, as a plain form (it works
// before JavaScript has loaded).
import { Form } from "react-router"
import { Button } from "~/components/ui/button"

export function IntentButton({
  intent,
  action,
  onSubmit,
  ...props
}: {
  intent: string
  action?: string
  onSubmit?: () => void
} & Omit<React.ComponentProps<typeof Button>, "type" | "onSubmit">) {
  return (
    <Form method="post" action={action} onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" {...props} />
    </Form>
  )
}
