import { useEffect, useState } from 'react'

/** A preview address for a chosen file, released when the file changes or the field goes away. */
export function useObjectUrl(file: unknown): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!(file instanceof Blob)) {
      setUrl(null)
      return
    }
    const created = URL.createObjectURL(file)
    setUrl(created)
    return () => URL.revokeObjectURL(created)
  }, [file])
  return url
}
