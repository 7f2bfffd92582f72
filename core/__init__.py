"""What every app may import and which imports no app: the API's error body and the database URIs."""
